/* tass library model: <assert.h>.
 * assert is a function here, not a macro, so a failing assertion keeps its source location.
 * With NDEBUG defined, assertions are removed, as in C. */
#ifndef _TASS_ASSERT_H
#define _TASS_ASSERT_H
#ifdef NDEBUG
#define assert(expression) ((void)0)
#else
#pragma TASS system
void assert(int expression);
#endif
#endif
