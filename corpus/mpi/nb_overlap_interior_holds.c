/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* A 1-d heat step that overlaps communication and computation: each process posts
 * the receives of its ghost cells and the sends of its edge cells, updates the cells
 * that need no ghost while they are pending (reading send buffers is allowed), and
 * updates the edge cells after the wait. */
#include <mpi.h>
#include <assert.h>

#define N 4

int main(int argc, char **argv) {
  int rank, size, i, left, right, nreq = 0;
  double u[N + 2], v[N + 2];
  MPI_Request reqs[4];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  right = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
  for (i = 0; i < N + 2; i++)
    u[i] = rank;
  MPI_Irecv(&u[0], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &reqs[nreq++]);
  MPI_Irecv(&u[N + 1], 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &reqs[nreq++]);
  MPI_Isend(&u[1], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, &reqs[nreq++]);
  MPI_Isend(&u[N], 1, MPI_DOUBLE, right, 0, MPI_COMM_WORLD, &reqs[nreq++]);
  for (i = 2; i < N; i++)
    v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3;
  MPI_Waitall(nreq, reqs, MPI_STATUSES_IGNORE);
  v[1] = (u[0] + u[1] + u[2]) / 3;
  v[N] = (u[N - 1] + u[N] + u[N + 1]) / 3;
  for (i = 1; i <= N; i++)
    u[i] = v[i];
  assert(u[2] == rank);
  MPI_Finalize();
  return 0;
}
