/* tass-test
 * run: tass verify -np=3 --deadlock=absolute $FILE
 * expect: holds
 */
/* A 1-d diffusion solver with cyclic ghost-cell exchange in both directions (seed 003,
 * Luo and Siegel, Section VI and Figs. 4-5) as a C/MPI program. The global array of
 * nprocs * nxl cells is block-distributed: every process owns the same number nxl >= 1
 * of cells (equal blocks keep the distribution in the invariant linear in the rank:
 * process r owns the global cells r*nxl .. r*nxl + nxl - 1), stored in u[1..nxl], with
 * the ghost cells u[0] (the left neighbour's last cell) and u[nxl + 1] (the right
 * neighbour's first cell). The boundary is periodic: cell 0's left neighbour is the last
 * cell. Every time step sends the last owned cell to RIGHT(rank) (tag 0) and the first
 * to LEFT(rank) (tag 1), receives the ghost cells from both neighbours, then updates
 *   u_new[i] = u[i] + k * (u[i + 1] + u[i - 1] - 2 * u[i])   for 1 <= i <= nxl
 * and copies u_new back into u. At the end each process compares its cells with a
 * sequential solver run on the whole array: the same expression on the same operands,
 * so the values agree exactly (in IEEE doubles as in reals). Standard-mode sends are
 * assumed buffered (one message per channel suffices, the paper's channel size 1: a
 * process sends again in a direction only after receiving from both neighbours), hence
 * --deadlock=absolute. Its invariant-preserving projection, proved by Frama-C/WP for
 * every number of processes, is diffusion_ipp.c. */
#include <mpi.h>
#include <assert.h>

#define NXL 2
#define NSTEPS 2
#define NPROCS_MAX 8
#define LEFT(pid) ((pid) > 0 ? (pid) - 1 : nprocs - 1)
#define RIGHT(pid) ((pid) < nprocs - 1 ? (pid) + 1 : 0)

int rank, nprocs, nsteps, nxl;
double k;
double u[NXL + 2], u_new[NXL + 2];
/* The sequential reference solver's arrays, on the whole periodic domain. */
double g[NPROCS_MAX * NXL], g_new[NPROCS_MAX * NXL];

/* The initial value of global cell j. */
double init(int j) { return 1.0 * j * j + 1.0; }

void diffuse(void) {
  int t = 0;
  while (t < nsteps) {
    /* Ghost-cell exchange: rightward messages carry tag 0, leftward ones tag 1. */
    MPI_Send(&u[nxl], 1, MPI_DOUBLE, RIGHT(rank), 0, MPI_COMM_WORLD);
    MPI_Send(&u[1], 1, MPI_DOUBLE, LEFT(rank), 1, MPI_COMM_WORLD);
    MPI_Recv(&u[0], 1, MPI_DOUBLE, LEFT(rank), 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&u[nxl + 1], 1, MPI_DOUBLE, RIGHT(rank), 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    /* The update and the copy back. */
    for (int i = 1; i <= nxl; i++)
      u_new[i] = u[i] + k * (u[i + 1] + u[i - 1] - 2 * u[i]);
    for (int i = 1; i <= nxl; i++)
      u[i] = u_new[i];
    t++;
  }
}

/* The same scheme on the whole array of n cells, periodic. */
void reference(int n) {
  for (int j = 0; j < n; j++)
    g[j] = init(j);
  for (int t = 0; t < nsteps; t++) {
    for (int j = 0; j < n; j++) {
      double l = g[j > 0 ? j - 1 : n - 1], r = g[j < n - 1 ? j + 1 : 0];
      g_new[j] = g[j] + k * (r + l - 2 * g[j]);
    }
    for (int j = 0; j < n; j++)
      g[j] = g_new[j];
  }
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  assert(nprocs <= NPROCS_MAX);
  nsteps = NSTEPS;
  nxl = NXL;
  k = 0.25;
  int first = rank * nxl;
  for (int i = 1; i <= nxl; i++)
    u[i] = init(first + i - 1);
  diffuse();
  /* The functional property: every owned cell holds the global solution after nsteps
   * steps at its global index. */
  reference(nprocs * nxl);
  for (int i = 1; i <= nxl; i++)
    assert(u[i] == g[first + i - 1]);
  MPI_Finalize();
  return 0;
}
