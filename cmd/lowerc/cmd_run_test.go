package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/npy"
	"github.com/lowerc/lowerc/internal/tilerun/evaltest"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
)

// withEvalExecutor puts the test-only IR evaluator in place of the named
// executor for one test, so that the commands' plumbing (flags, files,
// errors, exit codes) is tested whatever executors the build links. The
// executors' own results are checked by the script tests.
func withEvalExecutor(t *testing.T, names ...string) {
	for _, n := range names {
		old, had := execTargets[n]
		execTargets[n] = evaltest.Target{}
		t.Cleanup(func() {
			if had {
				execTargets[n] = old
			} else {
				delete(execTargets, n)
			}
		})
	}
}

const atomKernel = `kernel @k(%A: global f16[4,1], %B: global f16[4,1], %D: global f16[4,1]) grid(1) block(1) {
  %a = alloc.local f16[4,1]
  %b = alloc.local f16[4,1]
  %a = load %A
  %b = load %B
  %a = apply ptx "max.f16" %a, %b
  store %D, %a
}
`

func writeNPY(t *testing.T, dir, name, decl string, vals []uint16) string {
	m, err := ir.Parse("t.tile", []byte("kernel @t(%X: global "+decl+") grid(1) block(1) {\n}\n"))
	require.NoError(t, err)
	x := m.Kernels[0].Params[0]
	mem := make([]byte, 2*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint16(mem[2*i:], v)
	}
	data, err := npy.Encode(mem, x)
	require.NoError(t, err)
	p := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(p, data, 0o644))
	return p
}

func runCmd(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestRunPlumbing: inputs go in by name, outputs come out as .npy and
// inline JSON (the values are the atom's model applied by the evaluator).
func TestRunPlumbing(t *testing.T) {
	withEvalExecutor(t, "ptx")
	dir := t.TempDir()
	tile := filepath.Join(dir, "k.tile")
	require.NoError(t, os.WriteFile(tile, []byte(atomKernel), 0o644))
	a := writeNPY(t, dir, "a.npy", "f16[4,1]", []uint16{0x3c00, 0x7e00, 0x8000, 0x7c01})
	b := writeNPY(t, dir, "b.npy", "f16[4,1]", []uint16{0x4000, 0x3c00, 0x0000, 0x3c00})
	out := filepath.Join(dir, "d.npy")
	code, stdout, stderr := runCmd("run", "-target", "ptx:sm_80", "-in", "A="+a, "-in", "B="+b, "-out", "D="+out, "-format", "json", tile)
	require.Equal(t, 0, code, stderr)
	var j struct {
		Outputs []struct {
			Name string
			Bits []string
		}
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &j))
	require.Len(t, j.Outputs, 1)
	pm := semantics.MustLookup("ptx:max.f16")
	for i, pair := range [][2]uint64{{0x3c00, 0x4000}, {0x7e00, 0x3c00}, {0x8000, 0}, {0x7c01, 0x3c00}} {
		r, _ := pm.Eval(semantics.F16, pair[0], pair[1], 0)
		assert.Equal(t, semantics.FormatBits(semantics.F16, r.Bits()), j.Outputs[0].Bits[i])
	}
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	k := mustKernel(t, atomKernel)
	mem, err := npy.Decode(data, k.Params[2])
	require.NoError(t, err)
	assert.Equal(t, uint16(0x4000), binary.LittleEndian.Uint16(mem))
}

func mustKernel(t *testing.T, src string) *ir.Kernel {
	m, err := ir.Parse("k.tile", []byte(src))
	require.NoError(t, err)
	return m.Kernels[0]
}

// TestRunBadInputs: each bad input names the parameter and what was
// expected, and leaves an existing output file as it was.
func TestRunBadInputs(t *testing.T) {
	withEvalExecutor(t, "ptx")
	dir := t.TempDir()
	tile := filepath.Join(dir, "k.tile")
	require.NoError(t, os.WriteFile(tile, []byte(atomKernel), 0o644))
	good := writeNPY(t, dir, "a.npy", "f16[4,1]", []uint16{1, 2, 3, 4})
	wrongShape := writeNPY(t, dir, "s.npy", "f16[2,2]", []uint16{1, 2, 3, 4})
	wrongType := writeNPY(t, dir, "u.npy", "u16[4,1]", []uint16{1, 2, 3, 4})
	gd, _ := os.ReadFile(good)
	trunc := filepath.Join(dir, "t.npy")
	require.NoError(t, os.WriteFile(trunc, gd[:len(gd)-1], 0o644))
	text := filepath.Join(dir, "x.npy")
	require.NoError(t, os.WriteFile(text, []byte("1 2 3 4\n"), 0o644))
	out := filepath.Join(dir, "d.npy")
	require.NoError(t, os.WriteFile(out, []byte("keep me"), 0o644))
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-in", "C=" + good}, 2, "-in C=" + good + ": kernel @k has no parameter %C (its parameters: %A, %B, %D)"},
		{[]string{"-in", "A=" + wrongShape}, 1, "%A: shape (2, 2); want a float16 array of shape (4, 1)"},
		{[]string{"-in", "A=" + wrongType}, 1, "%A: dtype uint16; want a float16 array of shape (4, 1)"},
		{[]string{"-in", "A=" + trunc}, 1, "%A: 7 data bytes for 4 elements of 2 bytes (truncated or padded file)"},
		{[]string{"-in", "B=" + text}, 1, "%B: not a valid .npy file (no NumPy magic)"},
		{[]string{"-in", "A=" + filepath.Join(dir, "missing.npy")}, 1, "no such file"},
		{[]string{"-in", "A=" + good, "-in", "A=" + good}, 2, "%A given twice"},
		{[]string{"-out", "Q=" + out}, 2, "-out Q=" + out + ": kernel @k has no parameter %Q"},
		{[]string{"-in", "A"}, 2, "want NAME=FILE"},
	}
	for _, tt := range tests {
		args := append([]string{"run", "-target", "ptx:sm_80", "-out", "D=" + out}, tt.args...)
		if tt.args[0] == "-out" {
			args = append([]string{"run", "-target", "ptx:sm_80"}, tt.args...)
		}
		code, stdout, stderr := runCmd(append(args, tile)...)
		assert.Equal(t, tt.code, code, "%v: %s", tt.args, stderr)
		assert.Contains(t, stderr, tt.want, "%v", tt.args)
		assert.Empty(t, stdout)
		kept, err := os.ReadFile(out)
		require.NoError(t, err)
		assert.Equal(t, "keep me", string(kept), "%v: the existing output is untouched", tt.args)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		assert.NotContains(t, e.Name(), ".tmp", "no temporary file left")
	}
	// Usage errors.
	code, _, stderr := runCmd("run", tile)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "-target is required")
	code, _, stderr = runCmd("run", "-target", "ptx:sm_99", tile)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, `unknown ptx arch "sm_99"`)
	code, _, stderr = runCmd("run", "-target", "ptx:sm_80", filepath.Join(dir, "none.tile"))
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, "no such file")
}

// TestRunNoExecutor: a build without the target's executor says so.
func TestRunNoExecutor(t *testing.T) {
	old := execTargets
	execTargets = map[string]tv.Target{}
	t.Cleanup(func() { execTargets = old })
	dir := t.TempDir()
	tile := filepath.Join(dir, "k.tile")
	require.NoError(t, os.WriteFile(tile, []byte(atomKernel), 0o644))
	code, _, stderr := runCmd("run", "-target", "ptx:sm_80", tile)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "ptx:sm_80: this build has no ptx executor (executors linked: none)")
}

const amdAtomKernel = `kernel @k(%A: global f16[4,1], %B: global f16[4,1], %D: global f16[4,1]) grid(1) block(1) {
  %a = alloc.local f16[4,1]
  %b = alloc.local f16[4,1]
  %a = load %A
  %b = load %B
  %a = apply amdgcn "v_max_f16" %a, %b
  store %D, %a
}
`

// TestDiffPlumbing: exit 1 when the kernels differ, 0 when they agree, 2
// on errors; json carries compare's keys.
func TestDiffPlumbing(t *testing.T) {
	withEvalExecutor(t, "ptx", "amdgcn")
	dir := t.TempDir()
	p := filepath.Join(dir, "p.tile")
	a := filepath.Join(dir, "a.tile")
	require.NoError(t, os.WriteFile(p, []byte(atomKernel), 0o644))
	require.NoError(t, os.WriteFile(a, []byte(amdAtomKernel), 0o644))
	code, stdout, stderr := runCmd("diff", "-a", "ptx:sm_80", "-b", "amdgcn:gfx942", "-random", "1000", "-format", "json", p, a)
	require.Equal(t, 1, code, stderr)
	var j map[string]any
	require.NoError(t, json.Unmarshal([]byte(stdout), &j))
	for _, key := range []string{"pairs", "bitwise_diff", "value_diff", "outputs", "seed", "method"} {
		assert.Contains(t, j, key)
	}
	rep := j["outputs"].([]any)[0].(map[string]any)["report"].(map[string]any)
	for _, key := range []string{"pairs", "bitwise_diff", "value_diff", "groups"} {
		assert.Contains(t, rep, key)
	}
	code, _, stderr = runCmd("diff", "-a", "ptx:sm_80", "-b", "ptx:sm_90", "-random", "100", p)
	assert.Equal(t, 0, code, stderr)
	code, _, stderr = runCmd("diff", "-a", "ptx:sm_80", p)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "-b is required with one file")
	code, _, _ = runCmd("diff", "-a", "ptx:sm_80", "-b", "amdgcn:gfx942", "-format", "pdf", p, a)
	assert.Equal(t, 2, code)
	code, _, stderr = runCmd("diff", "-a", "ptx:sm_80", "-b", "amdgcn:gfx942", p, filepath.Join(dir, "none.tile"))
	assert.Equal(t, 2, code, "a file error is exit 2 for diff")
	assert.Contains(t, stderr, "no such file")
	// -in: one launch on the user's data, counted over its 4 positions
	// (the models decide which pairs differ).
	in := writeNPY(t, dir, "a.npy", "f16[4,1]", []uint16{0x3c00, 0x7c01, 0x8000, 0x4000})
	inB := writeNPY(t, dir, "b.npy", "f16[4,1]", []uint16{0x4000, 0x3c00, 0x0000, 0x4000})
	code, stdout, stderr = runCmd("diff", "-a", "ptx:sm_80", "-b", "amdgcn:gfx942", "-in", "A="+in, "-in", "B="+inB, "-format", "json", p, a)
	require.Contains(t, []int{0, 1}, code, stderr)
	require.NoError(t, json.Unmarshal([]byte(stdout), &j))
	assert.Equal(t, "inputs", j["method"])
	assert.EqualValues(t, 4, j["pairs"])
	pm, am := semantics.MustLookup("ptx:max.f16"), semantics.MustLookup("amdgcn:gfx942:v_max_f16")
	diffs := 0
	for _, pr := range [][2]uint64{{0x3c00, 0x4000}, {0x7c01, 0x3c00}, {0x8000, 0}, {0x4000, 0x4000}} {
		x, _ := pm.Eval(semantics.F16, pr[0], pr[1], 0)
		y, _ := am.Eval(semantics.F16, pr[0], pr[1], 0)
		if x.Bits() != y.Bits() {
			diffs++
		}
	}
	assert.EqualValues(t, diffs, j["bitwise_diff"])
	assert.Equal(t, diffs > 0, code == 1)
	bad := writeNPY(t, dir, "bad.npy", "f16[2,2]", []uint16{1, 2, 3, 4})
	code, _, stderr = runCmd("diff", "-a", "ptx:sm_80", "-b", "amdgcn:gfx942", "-in", "A="+bad, p, a)
	assert.Equal(t, 2, code, "a bad input is exit 2 for diff, not 1 (differ)")
	assert.Contains(t, stderr, "%A: shape (2, 2); want a float16 array of shape (4, 1)")
	for _, f := range []string{"text", "md", "html"} {
		code, stdout, _ = runCmd("diff", "-a", "ptx:sm_80", "-b", "amdgcn:gfx942", "-random", "10", "-format", f, p, a)
		assert.Equal(t, 1, code)
		assert.Contains(t, stdout, "bitwise", f)
	}
}
