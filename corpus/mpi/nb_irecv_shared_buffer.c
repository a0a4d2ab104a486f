/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation mpi
 * line: 21
 */
/* The root posts one receive per worker, but the second receive's buffer overlaps the
 * first's (an offset computed with the wrong stride): two pending receives may not
 * share a buffer. */
#include <mpi.h>

#define K 4

int main(int argc, char **argv) {
  int rank, size, i, parts[2 * K];
  MPI_Request reqs[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) {
    for (i = 1; i < size; i++)
      MPI_Irecv(&parts[(i - 1) * (K - 1)], K, MPI_INT, i, 0, MPI_COMM_WORLD, &reqs[i - 1]);
    MPI_Waitall(size - 1, reqs, MPI_STATUSES_IGNORE);
  } else {
    int mine[K] = {rank, rank, rank, rank};
    MPI_Send(mine, K, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
