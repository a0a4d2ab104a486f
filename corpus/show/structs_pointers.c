/* Structs, nested initialisers, pointers to members, pointer arithmetic, the heap and
 * a function pointer. */
#include <stdlib.h>
typedef struct {
  double x, y;
} Point;
struct node {
  int value;
  struct node *next;
};

static double dot(const Point *p, const Point *q) { return p->x * q->x + p->y * q->y; }
static int twice(int v) { return 2 * v; }

int main(void) {
  Point pts[2] = {{1.0, 2.0}, {.y = 4.0, .x = 3.0}};
  Point *q = &pts[1];
  double d = dot(&pts[0], q);
  double *px = &q->x;
  *px += d;
  int v[4] = {1, 2};
  int *r = v + 1;
  r[1] = *r + (int)(r - v);
  struct node *head = malloc(sizeof(struct node));
  if (head == NULL)
    return 1;
  head->value = v[2];
  head->next = NULL;
  int (*f)(int) = twice;
  int w = f(head->value);
  free(head);
  return w > 100;
}
