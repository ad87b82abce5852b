package cuda

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeLib builds testdata/fakecuda.c into a shared library with gcc.
func fakeLib(t *testing.T, defs ...string) string {
	gcc := oracle.Require(t, oracle.GCC)
	out := filepath.Join(t.TempDir(), "libcuda.so.1")
	args := append([]string{"-shared", "-fPIC", "-o", out}, defs...)
	_, err := oracle.Run(gcc, nil, append(args, "testdata/fakecuda.c")...)
	require.NoError(t, err)
	return out
}

func TestOpenWithoutLibrary(t *testing.T) {
	_, err := Open(filepath.Join(t.TempDir(), "libcuda.so.1"))
	require.ErrorIs(t, err, ErrNoLibrary)
	assert.ErrorContains(t, err, "cannot be loaded")
	if _, err := os.Stat("/dev/nvidia0"); err == nil {
		t.Skip("this machine has an NVIDIA device")
	}
	d, err := Open("")
	if err == nil {
		d.Close()
		t.Skip("this machine has a CUDA driver")
	}
	assert.ErrorIs(t, err, ErrNoLibrary)
}

// TestOpenWithoutDevice runs the binding against a stand-in driver: the
// symbols resolve through purego, the driver version and error strings
// are read back, and no device is ErrNoDevice.
func TestOpenWithoutDevice(t *testing.T) {
	lib := fakeLib(t)
	t.Setenv("FAKE_CUDA", "nodevice")
	_, err := Open(lib)
	require.ErrorIs(t, err, ErrNoDevice)
	assert.ErrorContains(t, err, "cuInit: CUDA_ERROR_NO_DEVICE (100): no CUDA-capable device is detected")
	assert.ErrorContains(t, err, "driver 12.4")

	t.Setenv("FAKE_CUDA", "zero")
	_, err = Open(lib)
	require.ErrorIs(t, err, ErrNoDevice)
	assert.ErrorContains(t, err, "the driver (12.4) sees no device")
}

func TestOpenMissingSymbol(t *testing.T) {
	lib := fakeLib(t, "-DNO_LAUNCH")
	_, err := Open(lib)
	require.ErrorIs(t, err, ErrNoLibrary)
	assert.ErrorContains(t, err, "cuLaunchKernel")
}
