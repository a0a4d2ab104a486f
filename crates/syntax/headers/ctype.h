/* tass library model: <ctype.h>. */
#ifndef _TASS_CTYPE_H
#define _TASS_CTYPE_H
#pragma TASS system
int isalnum(int c);
#pragma TASS system
int isalpha(int c);
#pragma TASS system
int iscntrl(int c);
#pragma TASS system
int isdigit(int c);
#pragma TASS system
int isgraph(int c);
#pragma TASS system
int islower(int c);
#pragma TASS system
int isprint(int c);
#pragma TASS system
int ispunct(int c);
#pragma TASS system
int isspace(int c);
#pragma TASS system
int isupper(int c);
#pragma TASS system
int isxdigit(int c);
#pragma TASS system
int tolower(int c);
#pragma TASS system
int toupper(int c);
#endif
