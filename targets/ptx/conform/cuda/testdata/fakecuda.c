/* A stand-in for libcuda.so.1, for cuda_test.go (built by gcc in the test).
 * Signatures and CUresult values: CUDA Driver API reference.
 *
 * FAKE_CUDA=nodevice: cuInit fails with CUDA_ERROR_NO_DEVICE (100).
 * FAKE_CUDA=zero:     cuDeviceGetCount reports no device.
 * FAKE_CUDA=ok:       one device, "Fake GPU"; device memory is host memory;
 *   cuModuleLoadDataEx rejects an image containing "BAD" with
 *   CUDA_ERROR_INVALID_PTX (218) and a message in the JIT error log; the
 *   one function is "k"; cuLaunchKernel(k) takes (u32 x, u64 in, u64 out)
 *   and writes to out, as u32: gx gy gz bx by bz shared x, then in[0..3]
 *   plus one each, so a test sees every argument arrive.
 * Built with -DNO_LAUNCH it lacks cuLaunchKernel. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char *mode(void) {
	const char *m = getenv("FAKE_CUDA");
	return m ? m : "";
}
int cuDriverGetVersion(int *v) { *v = 12040; return 0; }
int cuInit(unsigned f) { (void)f; return strcmp(mode(), "nodevice") == 0 ? 100 : 0; }
int cuDeviceGetCount(int *n) { *n = strcmp(mode(), "ok") == 0; return 0; }
int cuDeviceGet(int *d, int ordinal) { *d = 7; return ordinal == 0 ? 0 : 101; }
int cuDeviceGetName(char *name, int len, int d) {
	if (d != 7) return 101;
	strncpy(name, "Fake GPU", len);
	return 0;
}
int cuCtxCreate_v2(void **ctx, unsigned flags, int d) { (void)flags; *ctx = (void *)0x42; return d == 7 ? 0 : 101; }
int cuCtxDestroy_v2(void *ctx) { return ctx == (void *)0x42 ? 0 : 201; }
int cuCtxSetCurrent(void *ctx) { return ctx == (void *)0x42 ? 0 : 201; }
int cuCtxSynchronize(void) { return 0; }
int cuModuleLoadDataEx(void **mod, const void *image, unsigned n, int *opts, void **vals) {
	if (strstr((const char *)image, "BAD")) {
		for (unsigned i = 0; i < n; i++)
			if (opts[i] == 5) strcpy((char *)vals[i], "ptxas application ptx input, line 1; error: BAD");
		return 218;
	}
	*mod = (void *)0x99;
	return 0;
}
int cuModuleGetFunction(void **fn, void *mod, const char *name) {
	if (mod != (void *)0x99 || strcmp(name, "k") != 0) return 500;
	*fn = (void *)0x1234;
	return 0;
}
int cuMemAlloc_v2(uint64_t *p, size_t n) { *p = (uint64_t)(uintptr_t)malloc(n); return *p ? 0 : 2; }
int cuMemFree_v2(uint64_t p) { free((void *)(uintptr_t)p); return 0; }
int cuMemcpyHtoD_v2(uint64_t dst, const void *src, size_t n) { memcpy((void *)(uintptr_t)dst, src, n); return 0; }
int cuMemcpyDtoH_v2(void *dst, uint64_t src, size_t n) { memcpy(dst, (void *)(uintptr_t)src, n); return 0; }
#ifndef NO_LAUNCH
int cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                   unsigned shared, void *stream, void **params, void **extra) {
	if (f != (void *)0x1234 || stream || extra) return 400;
	uint32_t x = *(uint32_t *)params[0];
	uint32_t *in = (uint32_t *)(uintptr_t)*(uint64_t *)params[1];
	uint32_t *out = (uint32_t *)(uintptr_t)*(uint64_t *)params[2];
	uint32_t v[8] = {gx, gy, gz, bx, by, bz, shared, x};
	memcpy(out, v, sizeof v);
	for (int i = 0; i < 4; i++) out[8 + i] = in[i] + 1;
	return 0;
}
#endif
int cuGetErrorName(int r, const char **s) {
	*s = r == 100 ? "CUDA_ERROR_NO_DEVICE" : r == 218 ? "CUDA_ERROR_INVALID_PTX" : "CUDA_ERROR_UNKNOWN";
	return 0;
}
int cuGetErrorString(int r, const char **s) {
	*s = r == 100 ? "no CUDA-capable device is detected" : r == 218 ? "a PTX JIT compilation failed" : "unknown error";
	return 0;
}
