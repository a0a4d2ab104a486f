/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: error
 */
/* A program that calls no MPI function runs as one process: asking for two is a usage
 * error (exit 2), not copies of the program racing on its output. */
#pragma TASS output
int result;

int main(void) {
  result = 42;
  return 0;
}
