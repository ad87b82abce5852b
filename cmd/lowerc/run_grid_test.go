package main

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/npy"
	"github.com/lowerc/lowerc/ir"
)

const gridSeed = `kernel @maximum3(%A: global f32[8,32,2,1], %B: global f32[8,32,2,1], %Out: global f32[8,32,2,1] layout [100,3,1,1]) grid(8) block(32) {
  %a = alloc.local f32[8,32,2,1] {scope = grid}
  %b = alloc.local f32[8,32,2,1] {scope = grid}
  %a = load %A {scope = grid}
  %b = load %B {scope = grid}
  %a = max %a, %b, f32 0.0 {scope = grid}
  store %Out, %a {scope = grid}
}
`

// TestRunGridScope: the seed's max under scope grid (8 blocks × 32
// threads × 2 repeats, a strided output) run through lowerc run on each
// executor's code, from .npy files to a .npy file, equals Go's
// math.Max(math.Max(a, b), 0) element by element (finite inputs, zeros
// included: math.Max orders −0 below +0 as nan = number does).
func TestRunGridScope(t *testing.T) {
	needExecutor(t, "ptx")
	needExecutor(t, "amdgcn")
	dir := t.TempDir()
	tile := filepath.Join(dir, "grid.tile")
	require.NoError(t, os.WriteFile(tile, []byte(gridSeed), 0o644))
	m, err := ir.Parse("grid.tile", []byte(gridSeed))
	require.NoError(t, err)
	k := m.Kernels[0]
	rng := rand.New(rand.NewPCG(3, 4))
	const n = 8 * 32 * 2
	var a, b [n]float32
	for i := range a {
		a[i], b[i] = float32(rng.NormFloat64()), float32(rng.NormFloat64())
		if i%7 == 0 {
			a[i] = float32(math.Copysign(0, -1))
		}
	}
	write := func(name string, p *ir.Tensor, v []float32) string {
		mem := make([]byte, 4*p.Size())
		for i, x := range v { // A and B are dense: memory order is C order
			binary.LittleEndian.PutUint32(mem[4*i:], math.Float32bits(x))
		}
		data, err := npy.Encode(mem, p)
		require.NoError(t, err)
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, data, 0o644))
		return path
	}
	pa, pb := write("a.npy", k.Params[0], a[:]), write("b.npy", k.Params[1], b[:])
	for _, target := range []string{"ptx:sm_90", "ptx:sm_100", "amdgcn:gfx942", "amdgcn:gfx1100", "llvm:nvptx64-nvidia-cuda:sm_90"} {
		out := filepath.Join(dir, "out.npy")
		code, _, stderr := runCmd("run", "-target", target, "-in", "A="+pa, "-in", "B="+pb, "-out", "Out="+out, tile)
		require.Equal(t, 0, code, "%s: %s", target, stderr)
		data, err := os.ReadFile(out)
		require.NoError(t, err)
		// Read the file as C order, independently of the layout.
		body := data[len(data)-4*n:]
		for i := 0; i < n; i++ {
			want := float32(math.Max(math.Max(float64(a[i]), float64(b[i])), 0))
			got := math.Float32frombits(binary.LittleEndian.Uint32(body[4*i:]))
			assert.Equal(t, math.Float32bits(want), math.Float32bits(got), "%s: element %d: max(%g, %g, 0)", target, i, a[i], b[i])
		}
	}
}
