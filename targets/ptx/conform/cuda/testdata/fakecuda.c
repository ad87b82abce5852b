/* A stand-in for libcuda.so.1 with no device, for cuda_test.go: built by
 * gcc in the test. FAKE_CUDA=nodevice makes cuInit fail with
 * CUDA_ERROR_NO_DEVICE (100), FAKE_CUDA=zero makes cuDeviceGetCount report
 * 0 devices. Values: CUDA Driver API reference (CUresult). */
#include <stdlib.h>
#include <string.h>

static int mode_nodevice(void) {
	const char *m = getenv("FAKE_CUDA");
	return m && strcmp(m, "nodevice") == 0;
}
int cuDriverGetVersion(int *v) { *v = 12040; return 0; }
int cuInit(unsigned f) { (void)f; return mode_nodevice() ? 100 : 0; }
int cuDeviceGetCount(int *n) { *n = 0; return 0; }
int cuGetErrorName(int r, const char **s) {
	*s = r == 100 ? "CUDA_ERROR_NO_DEVICE" : "CUDA_ERROR_UNKNOWN";
	return 0;
}
int cuGetErrorString(int r, const char **s) {
	*s = r == 100 ? "no CUDA-capable device is detected" : "unknown error";
	return 0;
}
#define STUB(name) int name(void) { return 999; }
STUB(cuDeviceGet) STUB(cuDeviceGetName) STUB(cuCtxCreate_v2) STUB(cuCtxDestroy_v2)
STUB(cuCtxSynchronize) STUB(cuCtxSetCurrent) STUB(cuModuleLoadDataEx) STUB(cuModuleGetFunction)
STUB(cuMemAlloc_v2) STUB(cuMemFree_v2) STUB(cuMemcpyHtoD_v2) STUB(cuMemcpyDtoH_v2)
#ifndef NO_LAUNCH
STUB(cuLaunchKernel)
#endif
