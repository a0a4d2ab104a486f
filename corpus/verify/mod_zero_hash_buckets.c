/* tass-test
 * run: tass verify $FILE
 * expect: violation division-by-zero
 * line: 18
 */
/* A hash table keeps size - reserved buckets and maps a key with %; when every slot is reserved there are no buckets. */
#pragma TASS input {1 <= size && size <= 6}
int size;
#pragma TASS input {0 <= reserved && reserved <= 2}
int reserved;
#pragma TASS input {0 <= key && key <= 8}
int key;

int main(void) {
  int buckets = size - reserved;
  if (buckets < 0)
    return 1;
  int slot = key % buckets; /* buckets == 0 when size == reserved */
  return slot;
}
