/* tass library model: <stdio.h>. FILE is an opaque structure. */
#ifndef _TASS_STDIO_H
#define _TASS_STDIO_H
#ifndef _TASS_SIZE_T
#define _TASS_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
/* The standard streams are three objects of the model (C: stdin, stdout and stderr
 * are expressions of type FILE *, never null); streams of fopen are heap objects. */
typedef struct _TASS_FILE {
  int __tass_stream;
} FILE;
extern FILE __tass_streams[3];
#define stdin (&__tass_streams[0])
#define stdout (&__tass_streams[1])
#define stderr (&__tass_streams[2])
#define EOF (-1)
#define BUFSIZ 8192
#define FILENAME_MAX 4096
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#pragma TASS system
int printf(const char *format, ...);
#pragma TASS system
int fprintf(FILE *stream, const char *format, ...);
#pragma TASS system
int sprintf(char *str, const char *format, ...);
#pragma TASS system
int snprintf(char *str, size_t size, const char *format, ...);
#pragma TASS system
int puts(const char *s);
#pragma TASS system
int putchar(int c);
#pragma TASS system
int fputs(const char *s, FILE *stream);
#pragma TASS system
int fputc(int c, FILE *stream);
#pragma TASS system
int putc(int c, FILE *stream);
#pragma TASS system
int getchar(void);
#pragma TASS system
int fgetc(FILE *stream);
#pragma TASS system
int getc(FILE *stream);
#pragma TASS system
char *fgets(char *s, int size, FILE *stream);
#pragma TASS system
int scanf(const char *format, ...);
#pragma TASS system
int fscanf(FILE *stream, const char *format, ...);
#pragma TASS system
int sscanf(const char *str, const char *format, ...);
#pragma TASS system
FILE *fopen(const char *pathname, const char *mode);
#pragma TASS system
int fclose(FILE *stream);
#pragma TASS system
int fflush(FILE *stream);
#pragma TASS system
size_t fread(void *ptr, size_t size, size_t nmemb, FILE *stream);
#pragma TASS system
size_t fwrite(const void *ptr, size_t size, size_t nmemb, FILE *stream);
#pragma TASS system
int feof(FILE *stream);
#pragma TASS system
void perror(const char *s);
#endif
