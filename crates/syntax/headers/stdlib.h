/* tass library model: <stdlib.h>. Library functions are system functions of the model. */
#ifndef _TASS_STDLIB_H
#define _TASS_STDLIB_H
#ifndef _TASS_SIZE_T
#define _TASS_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef _TASS_WCHAR_T
#define _TASS_WCHAR_T
typedef int wchar_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
#pragma TASS system
void *malloc(size_t size);
#pragma TASS system
void *calloc(size_t nmemb, size_t size);
#pragma TASS system
void *realloc(void *ptr, size_t size);
#pragma TASS system
void free(void *ptr);
#pragma TASS system
void abort(void);
#pragma TASS system
void exit(int status);
#pragma TASS system
int atoi(const char *nptr);
#pragma TASS system
long atol(const char *nptr);
#pragma TASS system
long long atoll(const char *nptr);
#pragma TASS system
double atof(const char *nptr);
#pragma TASS system
long strtol(const char *nptr, char **endptr, int base);
#pragma TASS system
unsigned long strtoul(const char *nptr, char **endptr, int base);
#pragma TASS system
long long strtoll(const char *nptr, char **endptr, int base);
#pragma TASS system
unsigned long long strtoull(const char *nptr, char **endptr, int base);
#pragma TASS system
double strtod(const char *nptr, char **endptr);
#pragma TASS system
float strtof(const char *nptr, char **endptr);
#pragma TASS system
int rand(void);
#pragma TASS system
void srand(unsigned int seed);
#pragma TASS system
int abs(int j);
#pragma TASS system
long labs(long j);
#pragma TASS system
long long llabs(long long j);
#pragma TASS system
char *getenv(const char *name);
#pragma TASS system
void qsort(void *base, size_t nmemb, size_t size, int (*compar)(const void *, const void *));
#endif
