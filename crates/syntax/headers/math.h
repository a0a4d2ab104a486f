/* tass library model: <math.h>. The functions are abstract: pure mathematical functions.
 * HUGE_VAL and INFINITY are constants larger than any finite double; NAN is a call of a
 * system function of the model (plain C has no constant for it). */
#ifndef _TASS_MATH_H
#define _TASS_MATH_H
#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440
#define HUGE_VAL 1e999
#define HUGE_VALF 1e999f
#define HUGE_VALL 1e999L
#define INFINITY 1e999f
#pragma TASS system
float __tass_nanf(void);
#define NAN (__tass_nanf())
#pragma TASS abstract
double sin(double x);
#pragma TASS abstract
float sinf(float x);
#pragma TASS abstract
double cos(double x);
#pragma TASS abstract
float cosf(float x);
#pragma TASS abstract
double tan(double x);
#pragma TASS abstract
float tanf(float x);
#pragma TASS abstract
double asin(double x);
#pragma TASS abstract
float asinf(float x);
#pragma TASS abstract
double acos(double x);
#pragma TASS abstract
float acosf(float x);
#pragma TASS abstract
double atan(double x);
#pragma TASS abstract
float atanf(float x);
#pragma TASS abstract
double sinh(double x);
#pragma TASS abstract
float sinhf(float x);
#pragma TASS abstract
double cosh(double x);
#pragma TASS abstract
float coshf(float x);
#pragma TASS abstract
double tanh(double x);
#pragma TASS abstract
float tanhf(float x);
#pragma TASS abstract
double exp(double x);
#pragma TASS abstract
float expf(float x);
#pragma TASS abstract
double exp2(double x);
#pragma TASS abstract
float exp2f(float x);
#pragma TASS abstract
double expm1(double x);
#pragma TASS abstract
float expm1f(float x);
#pragma TASS abstract
double log(double x);
#pragma TASS abstract
float logf(float x);
#pragma TASS abstract
double log10(double x);
#pragma TASS abstract
float log10f(float x);
#pragma TASS abstract
double log2(double x);
#pragma TASS abstract
float log2f(float x);
#pragma TASS abstract
double log1p(double x);
#pragma TASS abstract
float log1pf(float x);
#pragma TASS abstract
double sqrt(double x);
#pragma TASS abstract
float sqrtf(float x);
#pragma TASS abstract
double cbrt(double x);
#pragma TASS abstract
float cbrtf(float x);
#pragma TASS abstract
double fabs(double x);
#pragma TASS abstract
float fabsf(float x);
#pragma TASS abstract
double floor(double x);
#pragma TASS abstract
float floorf(float x);
#pragma TASS abstract
double ceil(double x);
#pragma TASS abstract
float ceilf(float x);
#pragma TASS abstract
double round(double x);
#pragma TASS abstract
float roundf(float x);
#pragma TASS abstract
double trunc(double x);
#pragma TASS abstract
float truncf(float x);
#pragma TASS abstract
double atan2(double y, double x);
#pragma TASS abstract
float atan2f(float y, float x);
#pragma TASS abstract
double pow(double x, double y);
#pragma TASS abstract
float powf(float x, float y);
#pragma TASS abstract
double fmod(double x, double y);
#pragma TASS abstract
float fmodf(float x, float y);
#pragma TASS abstract
double fmin(double x, double y);
#pragma TASS abstract
float fminf(float x, float y);
#pragma TASS abstract
double fmax(double x, double y);
#pragma TASS abstract
float fmaxf(float x, float y);
#pragma TASS abstract
double hypot(double x, double y);
#pragma TASS abstract
float hypotf(float x, float y);
#pragma TASS abstract
double copysign(double x, double y);
#pragma TASS abstract
float copysignf(float x, float y);
#pragma TASS abstract
double ldexp(double x, int e);
#pragma TASS abstract
int isnan(double x);
#pragma TASS abstract
int isinf(double x);
#pragma TASS abstract
int isfinite(double x);
#endif
