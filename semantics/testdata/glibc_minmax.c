// Oracle for the glibc-x86_64:* models: reads "a b" hex bit-pattern pairs on
// stdin and prints, per pair, the bits of fmax, fmin, fmaximum, fminimum,
// fmaximum_num and fminimum_num (float with argument "f", double with "d").
// Built by the Go test with gcc -O0 -fno-builtin so that the library runs.
#define _GNU_SOURCE
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static float f32(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t b32(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static double f64(uint64_t u) { double f; memcpy(&f, &u, 8); return f; }
static uint64_t b64(double f) { uint64_t u; memcpy(&u, &f, 8); return u; }

int main(int argc, char **argv) {
	int dbl = argc > 1 && argv[1][0] == 'd';
	unsigned long long a, b;
	while (scanf("%llx %llx", &a, &b) == 2) {
		if (dbl) {
			volatile double x = f64(a), y = f64(b);
			printf("%016llx %016llx %016llx %016llx %016llx %016llx\n",
				(unsigned long long)b64(fmax(x, y)), (unsigned long long)b64(fmin(x, y)),
				(unsigned long long)b64(fmaximum(x, y)), (unsigned long long)b64(fminimum(x, y)),
				(unsigned long long)b64(fmaximum_num(x, y)), (unsigned long long)b64(fminimum_num(x, y)));
		} else {
			volatile float x = f32(a), y = f32(b);
			printf("%08x %08x %08x %08x %08x %08x\n",
				b32(fmaxf(x, y)), b32(fminf(x, y)), b32(fmaximumf(x, y)), b32(fminimumf(x, y)),
				b32(fmaximum_numf(x, y)), b32(fminimum_numf(x, y)));
		}
	}
	return 0;
}
