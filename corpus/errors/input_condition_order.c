/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: may only mention inputs declared before it
 * at: 7:35
 */
#pragma TASS input {0 <= m && m < n}
int m;
#pragma TASS input {n > 0}
int n;

int main(void) { return m; }
