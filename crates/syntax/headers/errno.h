/* tass library model: <errno.h> (x86_64 Linux values). */
#ifndef _TASS_ERRNO_H
#define _TASS_ERRNO_H
extern int errno;
#define EPERM 1
#define ENOENT 2
#define EINTR 4
#define EIO 5
#define ENOMEM 12
#define EACCES 13
#define EINVAL 22
#define EDOM 33
#define ERANGE 34
#endif
