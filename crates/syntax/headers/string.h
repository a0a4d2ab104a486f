/* tass library model: <string.h>. */
#ifndef _TASS_STRING_H
#define _TASS_STRING_H
#ifndef _TASS_SIZE_T
#define _TASS_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
#pragma TASS system
void *memcpy(void *dest, const void *src, size_t n);
#pragma TASS system
void *memset(void *s, int c, size_t n);
#pragma TASS system
void *memmove(void *dest, const void *src, size_t n);
#pragma TASS system
int memcmp(const void *s1, const void *s2, size_t n);
#pragma TASS system
size_t strlen(const char *s);
#pragma TASS system
char *strcpy(char *dest, const char *src);
#pragma TASS system
char *strncpy(char *dest, const char *src, size_t n);
#pragma TASS system
int strcmp(const char *s1, const char *s2);
#pragma TASS system
int strncmp(const char *s1, const char *s2, size_t n);
#pragma TASS system
char *strcat(char *dest, const char *src);
#pragma TASS system
char *strncat(char *dest, const char *src, size_t n);
#pragma TASS system
char *strchr(const char *s, int c);
#pragma TASS system
char *strrchr(const char *s, int c);
#pragma TASS system
char *strstr(const char *haystack, const char *needle);
#endif
