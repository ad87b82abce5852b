// Oracle for the glibc-x86_64 magnitude models: reads "a b" hex bit-pattern
// pairs on stdin and prints, per pair, the bits of fmaxmag, fminmag,
// fmaximum_mag, fminimum_mag, fmaximum_mag_num and fminimum_mag_num (float
// with argument "f", double with "d"). Built with gcc -O0 -fno-builtin.
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
				(unsigned long long)b64(fmaxmag(x, y)), (unsigned long long)b64(fminmag(x, y)),
				(unsigned long long)b64(fmaximum_mag(x, y)), (unsigned long long)b64(fminimum_mag(x, y)),
				(unsigned long long)b64(fmaximum_mag_num(x, y)), (unsigned long long)b64(fminimum_mag_num(x, y)));
		} else {
			volatile float x = f32(a), y = f32(b);
			printf("%08x %08x %08x %08x %08x %08x\n",
				b32(fmaxmagf(x, y)), b32(fminmagf(x, y)), b32(fmaximum_magf(x, y)), b32(fminimum_magf(x, y)),
				b32(fmaximum_mag_numf(x, y)), b32(fminimum_mag_numf(x, y)));
		}
	}
	return 0;
}
