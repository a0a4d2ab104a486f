/* tass library model: <time.h>. */
#ifndef _TASS_TIME_H
#define _TASS_TIME_H
#ifndef _TASS_SIZE_T
#define _TASS_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
typedef long time_t;
typedef long clock_t;
#define CLOCKS_PER_SEC 1000000L
#pragma TASS system
time_t time(time_t *tloc);
#pragma TASS system
clock_t clock(void);
#pragma TASS system
double difftime(time_t time1, time_t time0);
#endif
