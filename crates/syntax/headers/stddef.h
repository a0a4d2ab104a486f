/* tass library model: <stddef.h> (x86_64 Linux sizes). */
#ifndef _TASS_STDDEF_H
#define _TASS_STDDEF_H
#ifndef _TASS_SIZE_T
#define _TASS_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef _TASS_PTRDIFF_T
#define _TASS_PTRDIFF_T
typedef long ptrdiff_t;
#endif
#ifndef _TASS_WCHAR_T
#define _TASS_WCHAR_T
typedef int wchar_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
#define offsetof(type, member) ((size_t)&(((type *)0)->member))
#endif
