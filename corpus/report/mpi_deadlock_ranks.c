/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation deadlock
 */
/* Report snapshot of an MPI counterexample: the report names -np, each trace step names
 * its process, the set-up steps of mpi.h are left out (--full-trace shows them), argc is
 * not shown (the program only passes it to MPI_Init), and the deadlock says what each
 * process waits for. Process 0 waits for a message from the last process that never
 * comes, while the others wait for process 0. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0)
    MPI_Recv(&x, 1, MPI_INT, size - 1, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  else
    MPI_Recv(&x, 1, MPI_INT, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Send(&x, 1, MPI_INT, (rank + 1) % size, 3, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
