/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: nothere.h
 * at: 7:1
 */
#include "nothere.h"
int main(void) { return 0; }
