/* tass library model: <stdbool.h>. */
#ifndef _TASS_STDBOOL_H
#define _TASS_STDBOOL_H
#define bool _Bool
#define true 1
#define false 0
#define __bool_true_false_are_defined 1
#endif
