/* The second file of the program in main.c. */
int triangle(int k) {
  int s = 0;
  for (int i = 1; i <= k; i++)
    s += i;
  return s;
}
