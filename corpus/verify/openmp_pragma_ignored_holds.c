/* tass-test
 * run: tass verify --ignore-pragma=omp $FILE
 * expect: holds
 */
/* The same loop, verified as compiled without OpenMP at the user's request. */
int main(void) {
  int a[10];
#pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i] = i;
  return a[3] - 3;
}
