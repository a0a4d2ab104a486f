/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 19
 */
/* A histogram maps grade g to bucket g - 1, assuming grades start at 1; a grade of 0 gives index -1. */
#pragma TASS input {1 <= count && count <= 3}
int count;
#pragma TASS input {0 <= first && first <= 4}
int first;

int main(void) {
  int hist[5];
  for (int b = 0; b < 5; b++)
    hist[b] = 0;
  for (int k = 0; k < count; k++) {
    int g = (first + k) % 6;
    int bucket = g - 1;
    hist[bucket]++; /* -1 when first + k is 0 or 6 */
  }
  return hist[0];
}
