/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* Datatypes that match their buffers and each other: chars, unsigned, long, float, a
 * double sent as raw bytes (MPI_BYTE on both sides), and logical and min reductions. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, flag, all, lo;
  char s[4] = "abc", t[4];
  unsigned u = 7u, v;
  long l = 5000000000L, m;
  float f = 0.25f, g;
  double d = 2.5, e;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(s, 4, MPI_CHAR, 1, 0, MPI_COMM_WORLD);
    MPI_Send(&u, 1, MPI_UNSIGNED, 1, 1, MPI_COMM_WORLD);
    MPI_Send(&l, 1, MPI_LONG, 1, 2, MPI_COMM_WORLD);
    MPI_Send(&f, 1, MPI_FLOAT, 1, 3, MPI_COMM_WORLD);
    MPI_Send(&d, sizeof(double), MPI_BYTE, 1, 4, MPI_COMM_WORLD);
  } else {
    MPI_Recv(t, 4, MPI_CHAR, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&v, 1, MPI_UNSIGNED, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&m, 1, MPI_LONG, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&g, 1, MPI_FLOAT, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&e, sizeof(double), MPI_BYTE, 0, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    assert(t[1] == 'b' && t[3] == 0 && v == 7u && m == 5000000000L);
    assert(g == 0.25f && e == 2.5);
  }
  flag = rank == 0;
  MPI_Allreduce(&flag, &all, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);
  assert(all == 0);
  MPI_Allreduce(&flag, &all, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD);
  assert(all == 1);
  MPI_Allreduce(&rank, &lo, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  assert(lo == 0);
  MPI_Finalize();
  return 0;
}
