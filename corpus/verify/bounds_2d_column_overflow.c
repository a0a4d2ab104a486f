/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 18
 */
/* Filling a 3 x 4 grid with the column loop `c <= cols` writes grid[0][4] when cols == 4: the column index
 * leaves its row even though the address is still inside the grid. */
#pragma TASS input {1 <= cols && cols <= 4}
int cols;
#pragma TASS input {0 <= v && v <= 8}
int v;

int grid[3][4];

int main(void) {
  for (int r = 0; r < 3; r++)
    for (int c = 0; c <= cols; c++)
      grid[r][c] = v + r * c; /* c == 4 is out of bounds */
  return grid[0][0];
}
