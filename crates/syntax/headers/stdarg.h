/* tass library model: <stdarg.h>.
 * va_list is an opaque pointer; the macros call system functions of the model, so that
 * va_arg(ap, type) is the plain C expression (*(type *)__tass_va_arg(&(ap))). */
#ifndef _TASS_STDARG_H
#define _TASS_STDARG_H
typedef struct _TASS_va_list *va_list;
#pragma TASS system
void __tass_va_start(va_list *ap);
#pragma TASS system
void *__tass_va_arg(va_list *ap);
#pragma TASS system
void __tass_va_end(va_list *ap);
#define va_start(ap, last) __tass_va_start(&(ap))
#define va_arg(ap, type) (*(type *)__tass_va_arg(&(ap)))
#define va_end(ap) __tass_va_end(&(ap))
#define va_copy(dest, src) ((dest) = (src))
#endif
