/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* `concurrency.cvh` reads as written (`$scope`, `$here`, barrier types); creating a
 * barrier is not modelled, so the verdict is unknown, naming the function. */
#include <civlc.cvh>
#include <concurrency.cvh>

int main(void) {
  $gbarrier gb = $gbarrier_create($here, 2);
  $gbarrier_destroy(gb);
  return 0;
}
