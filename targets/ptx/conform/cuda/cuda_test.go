package cuda

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/targets/ptx/conform"
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

// TestDriverCalls runs every call of the binding against the stand-in:
// device name and driver version, the JIT error log of a rejected module,
// and a launch whose eleven arguments (six in registers, five on the stack)
// and kernel params (a u32 scalar, an input and an output buffer) the
// stand-in writes back into the output.
func TestDriverCalls(t *testing.T) {
	lib := fakeLib(t)
	t.Setenv("FAKE_CUDA", "ok")
	d, err := Open(lib)
	require.NoError(t, err)
	assert.Equal(t, "Fake GPU", d.Name())
	assert.Equal(t, "12.4", d.DriverVersion())

	_, err = d.Load("bad.ptx", []byte(".version 7.8 BAD"), "k")
	assert.ErrorContains(t, err, "bad.ptx: cuModuleLoadDataEx: CUDA_ERROR_INVALID_PTX (218): a PTX JIT compilation failed")
	assert.ErrorContains(t, err, "line 1; error: BAD")
	_, err = d.Load("k.ptx", []byte(".version 7.8"), "other")
	assert.ErrorContains(t, err, "cuModuleGetFunction other")

	f, err := d.Load("k.ptx", []byte(".version 7.8"), "k")
	require.NoError(t, err)
	in := make([]byte, 16)
	for i := range 4 {
		binary.LittleEndian.PutUint32(in[4*i:], uint32(100*i))
	}
	out := make([]byte, 48)
	require.NoError(t, f.Launch(3, 128, []conform.Arg{conform.Scalar32(0xdeadbeef), conform.Buffer(in), conform.Output(out)}))
	want := []uint32{3, 1, 1, 128, 1, 1, 0, 0xdeadbeef, 1, 101, 201, 301}
	for i, w := range want {
		assert.Equal(t, w, binary.LittleEndian.Uint32(out[4*i:]), "word %d", i)
	}
	assert.ErrorContains(t, f.Launch(1, 2048, nil), "outside the device's limits")
	require.NoError(t, d.Close())
	assert.ErrorContains(t, f.Launch(1, 1, nil), "context is closed")
}
