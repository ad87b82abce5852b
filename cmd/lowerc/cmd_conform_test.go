package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConformDriverPaths: without the driver library, or with a driver that
// sees no device (a gcc-built stand-in), conform says which and exits 2,
// writing no report; with the stand-in's device it reports the device.
func TestConformDriverPaths(t *testing.T) {
	dir := t.TempDir()
	report := filepath.Join(dir, "report.txt")
	args := []string{"conform", "-target", "ptx:sm_90", "-forms", "max.f64", "-o", report}

	var stdout, stderr bytes.Buffer
	// This machine's own driver library (libcuda.so.1 through the loader).
	t.Setenv(libcudaEnv, "")
	if _, err := os.Stat("/dev/nvidiactl"); err == nil {
		t.Log("this machine has an NVIDIA device node: its own driver is not tried")
	} else {
		assert.Equal(t, 2, run(args, &stdout, &stderr))
		assert.Contains(t, stderr.String(), "lowerc conform: no GPU: ")
		assert.NoFileExists(t, report)
	}

	t.Setenv(libcudaEnv, filepath.Join(dir, "libcuda.so.1"))
	stderr.Reset()
	assert.Equal(t, 2, run(args, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "no GPU: no CUDA driver library")
	assert.Contains(t, stderr.String(), "-emulate")
	assert.NoFileExists(t, report)

	gcc := oracle.Require(t, oracle.GCC)
	lib := filepath.Join(dir, "fake", "libcuda.so.1")
	require.NoError(t, os.MkdirAll(filepath.Dir(lib), 0o755))
	_, err := oracle.Run(gcc, nil, "-shared", "-fPIC", "-o", lib, "../../targets/ptx/conform/cuda/testdata/fakecuda.c")
	require.NoError(t, err)
	t.Setenv(libcudaEnv, lib)
	t.Setenv("FAKE_CUDA", "nodevice")
	stderr.Reset()
	assert.Equal(t, 2, run(args, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "no GPU: no CUDA device: cuInit: CUDA_ERROR_NO_DEVICE (100)")
	assert.NoFileExists(t, report)
	assert.Empty(t, stdout.String())

	// The stand-in with a device: the report names it, its driver and the
	// date; its kernels do not load (it has only a function "k"), so the
	// run fails with exit 1 and says so per kernel.
	t.Setenv("FAKE_CUDA", "ok")
	stderr.Reset()
	assert.Equal(t, 1, run(append(args, "-format", "json"), &stdout, &stderr))
	b, err := os.ReadFile(report)
	require.NoError(t, err)
	for _, s := range []string{`"gpu": "Fake GPU"`, `"driver": "12.4"`, `"date": "20`, `"device": "CUDA driver (libcuda.so.1, PTX JIT)"`,
		`"error": "load: conform_grid_max_f64.ptx: cuModuleGetFunction conform_grid_max_f64: CUDA_ERROR_UNKNOWN (500)`} {
		assert.Contains(t, string(b), s)
	}
	assert.NotContains(t, string(b), `"emulated"`)
	assert.Contains(t, stderr.String(), "1 kernels did not run")
}

// TestConformEmulateReport: -json writes the JSON report beside the
// Markdown on standard output, exit 0; a second run writes the same bytes.
func TestConformEmulateReport(t *testing.T) {
	dir := t.TempDir()
	var first []byte
	for i := range 2 {
		out := filepath.Join(dir, "r.json")
		var stdout, stderr bytes.Buffer
		code := run([]string{"conform", "-target", "ptx:sm_90", "-emulate", "-format", "md", "-json", out, "-forms", `^(max\.NaN\.f16|fallback sm_75: max bf16 \{nan = propagate\})$`}, &stdout, &stderr)
		require.Equal(t, 0, code, stderr.String())
		assert.Contains(t, stdout.String(), "| question | status | answer |")
		b, err := os.ReadFile(out)
		require.NoError(t, err)
		assert.Contains(t, string(b), `"emulated": true`)
		if i == 0 {
			first = b
		} else {
			assert.Equal(t, string(first), string(b))
		}
	}
}
