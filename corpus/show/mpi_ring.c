/* MPI: point-to-point in a ring, a collective reduction and a collective assertion. */
#include <mpi.h>
#pragma TASS input {1 <= N && N <= 3}
int N;

int main(int argc, char *argv[]) {
  int rank, size, out, in, total;
  MPI_Status status;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  out = rank;
  for (int i = 0; i < N; i++) {
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    if (rank % 2 == 0) {
      MPI_Send(&out, 1, MPI_INT, right, 0, MPI_COMM_WORLD);
      MPI_Recv(&in, 1, MPI_INT, left, 0, MPI_COMM_WORLD, &status);
    } else {
      MPI_Recv(&in, 1, MPI_INT, left, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Send(&out, 1, MPI_INT, right, 0, MPI_COMM_WORLD);
    }
    out = in;
  }
  MPI_Allreduce(&out, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
#pragma TASS collective assert SUM PROC[0].total == total
  MPI_Finalize();
  return 0;
}
