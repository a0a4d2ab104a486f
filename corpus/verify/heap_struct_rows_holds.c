/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A matrix stored as a heap array of row structs, each owning a heap array of doubles, is built, checked and freed completely, also when an allocation fails. */
#include <assert.h>
#include <stdlib.h>
#pragma TASS input {1 <= rows && rows <= 3}
int rows;
#pragma TASS input {1 <= cols && cols <= 3}
int cols;

typedef struct {
  int len;
  double *data;
} Row;

int main(void) {
  Row *m = malloc(rows * sizeof(Row));
  if (m == NULL)
    return 1;
  int built = 0;
  for (int i = 0; i < rows; i++) {
    m[i].data = malloc(cols * sizeof(double));
    if (m[i].data == NULL)
      break;
    m[i].len = cols;
    for (int j = 0; j < cols; j++)
      m[i].data[j] = i + 0.5 * j;
    built++;
  }
  for (int i = 0; i < built; i++) {
    assert(m[i].len == cols);
    assert(m[i].data[cols - 1] == i + 0.5 * (cols - 1));
    free(m[i].data);
  }
  free(m);
  return 0;
}
