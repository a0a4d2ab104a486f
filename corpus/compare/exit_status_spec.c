/* Specification for exit_status_impl.c and exit_status_impl_bad.c: no output is
 * declared, so what is compared is the value `main` returns. */
int main(void) {
  int s = 0;
  for (int i = 1; i <= 10; i++)
    s += i * i;
  return s % 256;
}
