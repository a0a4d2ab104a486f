/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* An OpenMP loop: tass verifies the program as compiled without OpenMP, so without
 * --ignore-pragma=omp it does not say "holds" (the parallel loop is not checked for
 * races), and the report lists the pragma as not checked. */
int main(void) {
  int a[10];
#pragma omp parallel for
  for (int i = 0; i < 10; i++)
    a[i] = i;
  return a[3] - 3;
}
