package npy

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/ir"
)

func tensor(t testing.TB, decl string) *ir.Tensor {
	t.Helper()
	m, err := ir.Parse("t.tile", []byte("kernel @k(%A: global "+decl+") grid(1) block(1) {\n}\n"))
	require.NoError(t, err)
	return m.Kernels[0].Params[0]
}

// numpyPython finds a Python that imports numpy (Debian's python3-numpy
// lives under /usr/bin/python3), or skips: numpy is the oracle for the .npy
// format, optional like llvm-mc-22.
func numpyPython(t *testing.T) string {
	for _, p := range []string{"/usr/bin/python3", "python3"} {
		if exec.Command(p, "-c", "import numpy").Run() == nil {
			return p
		}
	}
	t.Skip("no python3 with numpy (apt-get install python3-numpy): the .npy files are checked against npyio only")
	return ""
}

// TestNumPyRoundTrip: numpy.save writes each dtype (both byte orders, NaN
// payloads, signed zeros, extremes); Decode must place exactly numpy's bits,
// and numpy.load must read Encode's file back as the same array.
func TestNumPyRoundTrip(t *testing.T) {
	py := numpyPython(t)
	dir := t.TempDir()
	cases := []struct{ decl, dtype string }{
		{"f16[3,2]", "<f2"}, {"f16[3,2]", ">f2"}, {"f32[4,1]", "<f4"}, {"f32[4,1]", ">f4"}, {"f64[2,2,1]", "<f8"},
		{"s16[5,1]", "<i2"}, {"s32[5,1]", ">i4"}, {"s64[5,1]", "<i8"},
		{"u16[5,1]", "<u2"}, {"u32[5,1]", "<u4"}, {"u64[5,1]", ">u8"},
		{"bf16[5,1]", "<u2"}, {"f16x2[5,1]", "<u4"}, {"f32x2[5,1]", "<u8"},
	}
	script := "import numpy as np, sys\nrng = np.random.default_rng(7)\n"
	for i, c := range cases {
		// Random bits viewed as the dtype: every pattern, NaN payloads included.
		script += fmt.Sprintf("t = np.dtype('%s')\nshape = %s\nb = rng.integers(0, 256, size=int(np.prod(shape))*t.itemsize, dtype=np.uint8)\n", c.dtype, shapeOf(t, c.decl))
		script += fmt.Sprintf("a = b.view(t).reshape(shape)\nnp.save('%s/in%d.npy', a)\nopen('%s/in%d.le', 'wb').write(a.astype(t.newbyteorder('<')).tobytes())\n", dir, i, dir, i)
	}
	out, err := exec.Command(py, "-c", script).CombinedOutput()
	require.NoError(t, err, "%s", out)
	check := "import numpy as np\n"
	for i, c := range cases {
		tt := tensor(t, c.decl)
		data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("in%d.npy", i)))
		require.NoError(t, err)
		mem, err := Decode(data, tt)
		require.NoError(t, err, c.decl+" "+c.dtype)
		le, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("in%d.le", i)))
		require.NoError(t, err)
		assert.Equal(t, le, mem, "%s %s: numpy's little-endian bits", c.decl, c.dtype)
		enc, err := Encode(mem, tt)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("out%d.npy", i)), enc, 0o644))
		assert.Zero(t, (bytes.IndexByte(enc, '\n')+1)%64, "data starts at a multiple of 64")
		check += fmt.Sprintf("a = np.load('%s/in%d.npy'); b = np.load('%s/out%d.npy')\n", dir, i, dir, i)
		check += fmt.Sprintf("assert b.dtype == a.dtype.newbyteorder('<') and b.shape == a.shape, ('%d', b.dtype, b.shape)\n", i)
		check += fmt.Sprintf("assert a.astype(b.dtype).tobytes() == b.tobytes(), '%d'\n", i)
	}
	out, err = exec.Command(py, "-c", check).CombinedOutput()
	require.NoError(t, err, "numpy.load of Encode's files: %s", out)
}

func shapeOf(t *testing.T, decl string) string {
	tt := tensor(t, decl)
	return Shape(tt.Shape)
}

// TestLayout: a strided parameter's elements land at their layout offsets
// and are read back from there (offsets worked out by hand).
func TestLayout(t *testing.T) {
	tt := tensor(t, "u16[2,3,1] layout [1,4,1]")
	require.EqualValues(t, 10, tt.Size())
	vals := []uint16{10, 11, 12, 20, 21, 22} // C order over (2, 3, 1)
	file, err := Encode(layoutMem(tt, map[int64]uint16{0: 10, 4: 11, 8: 12, 1: 20, 5: 21, 9: 22}), tt)
	require.NoError(t, err)
	mem, err := Decode(file, tt)
	require.NoError(t, err)
	assert.Equal(t, layoutMem(tt, map[int64]uint16{0: 10, 4: 11, 8: 12, 1: 20, 5: 21, 9: 22}), mem)
	// The file holds the values in C order.
	body := file[len(file)-12:]
	for i, v := range vals {
		assert.Equal(t, v, binary.LittleEndian.Uint16(body[2*i:]))
	}
}

func layoutMem(tt *ir.Tensor, at map[int64]uint16) []byte {
	mem := make([]byte, tt.Size()*2)
	for off, v := range at {
		binary.LittleEndian.PutUint16(mem[2*off:], v)
	}
	return mem
}

func goodFile(t testing.TB, decl string) []byte {
	tt := tensor(t, decl)
	b, err := Encode(make([]byte, tt.Size()*int64(tt.Type.Bits()/8)), tt)
	require.NoError(t, err)
	return b
}

// TestDecodeErrors: each bad input is refused with what was found and what
// the parameter needs.
func TestDecodeErrors(t *testing.T) {
	f32 := goodFile(t, "f32[4,1]")
	hdrEnd := bytes.IndexByte(f32, '\n') + 1
	tests := []struct {
		name string
		data []byte
		decl string
		want string
	}{
		{"empty", nil, "f32[4,1]", "not a valid .npy file (no NumPy magic); want a float32 array of shape (4, 1)"},
		{"text", []byte("1.0 2.0 3.0 4.0\n"), "f32[4,1]", "no NumPy magic"},
		{"truncated data", f32[:len(f32)-3], "f32[4,1]", "13 data bytes for 4 elements of 4 bytes (truncated or padded file)"},
		{"truncated header", f32[:40], "f32[4,1]", "truncated header"},
		{"extra data", append(append([]byte{}, f32...), 0, 0, 0, 0), "f32[4,1]", "20 data bytes"},
		{"wrong dtype", goodFile(t, "f64[4,1]"), "f32[4,1]", "dtype float64; want a float32 array of shape (4, 1)"},
		{"bf16 wants uint16", goodFile(t, "f16[4,1]"), "bf16[4,1]", "dtype float16; want a uint16 array of shape (4, 1)"},
		{"wrong shape", goodFile(t, "f32[2,2]"), "f32[4,1]", "shape (2, 2); want a float32 array of shape (4, 1)"},
		{"flat shape", goodFile(t, "f32[4]"), "f32[4,1]", "shape (4,); want"},
		{"unknown dtype", bytes.Replace(f32, []byte("'<f4'"), []byte("'<c8'"), 1), "f32[4,1]", "dtype <c8 is not one lowerc reads"},
		{"fortran", bytes.Replace(f32, []byte("False, 'shape': (4, 1), }"), []byte("True, 'shape': (4, 1), } "), 1), "f32[4,1]", "Fortran-order array"},
		{"version", append(append(append([]byte{}, f32[:6]...), 9, 0), f32[8:]...), "f32[4,1]", "format version 9.0"},
		{"no newline", append(append([]byte{}, f32[:hdrEnd-1]...), append([]byte{' '}, f32[hdrEnd:]...)...), "f32[4,1]", "malformed header"},
		{"huge shape", bytes.Replace(f32, []byte("(4, 1), }"), []byte("(99999999999, 1)}"), 1), "f32[4,1]", "not a valid .npy file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode(tt.data, tensor(t, tt.decl))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// FuzzDecode: no input panics or allocates past what its header and size
// allow; whatever Decode accepts, Encode writes back as a file Decode reads
// as the same memory.
func FuzzDecode(f *testing.F) {
	for _, d := range []string{"f32[4,1]", "f16[2,3]", "u64[1,1]", "s16[3,1] layout [2,1]"} {
		f.Add(goodFile(f, d), d)
	}
	f.Add([]byte("\x93NUMPY\x01\x00\x05\x00{'}\n"), "f32[4,1]")
	f.Add([]byte("\x93NUMPY\x02\x00\xff\xff\xff\xff"), "f32[4,1]")
	f.Fuzz(func(t *testing.T, data []byte, decl string) {
		m, err := ir.Parse("t.tile", []byte("kernel @k(%A: global "+decl+") grid(1) block(1) {\n}\n"))
		if err != nil || len(m.Kernels) != 1 || len(m.Kernels[0].Params) != 1 {
			return
		}
		tt := m.Kernels[0].Params[0]
		if tt.Space != ir.Global || tt.Type == ir.Pred || tt.Size() > 1<<16 || len(tt.Layout) != 0 && len(tt.Layout) != len(tt.Shape) {
			return
		}
		mem, err := Decode(data, tt)
		if err != nil {
			return
		}
		enc, err := Encode(mem, tt)
		if err != nil {
			t.Fatalf("Encode after Decode: %v", err)
		}
		again, err := Decode(enc, tt)
		if err != nil || !bytes.Equal(again, mem) {
			t.Fatalf("round trip: %v", err)
		}
	})
}
