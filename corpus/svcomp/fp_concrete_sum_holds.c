/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* The counterpart of fp_concrete_sum_bad.c: sums of halves are exact in binary, and
 * the rounded sum of tenths is below 1 but close to it (verdict TRUE). */
extern void abort(void);
void reach_error(void) { abort(); }

int main(void) {
  double halves = 0.0, tenths = 0.0;
  for (int i = 0; i < 10; i++) {
    halves += 0.5;
    tenths += 0.1;
  }
  if (halves != 5.0) reach_error();
  if (tenths >= 1.0 || tenths < 0.99999999) reach_error();
  return 0;
}
