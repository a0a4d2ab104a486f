/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 */
/* A `logic` function used in an `ensures`: the implementation computes x*x + 1, the
 * contract says `sq(x) + x`; they differ for x != 1. */
/*@ logic integer sq(integer x) = x * x; */

#pragma TASS input {0 <= v && v <= 4}
int v;

/*@ requires 0 <= x <= 4;
    ensures \result == sq(x) + x; // <- violation */
int f(int x) { return x * x + 1; }

int main(void) { return f(v) - 1; }
