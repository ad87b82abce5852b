package ptxexec

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/llidriver"
	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/semantics"
)

// divergentCPUs are the targets TestDivergentAgreesWithLLI compiles
// testdata/llc/divergent.ll for.
var divergentCPUs = []string{"sm_80", "sm_90"}

// divergentFuncs are divergent.ll's functions; float: the function computes
// floats (the inputs are then non-NaN and not both zero, where LangRef
// gives maxnum/minnum one result), else integers on the bits (any inputs);
// cfg: llc-19's code keeps branches that if-conversion does not remove, so
// that it runs as basic blocks (cfg.go) — the test would not exercise them
// otherwise; back: it has a backward branch (a loop).
var divergentFuncs = []struct {
	name  string
	ty    semantics.Type
	float bool
	cfg   bool
	back  bool
}{
	{"ifelse", semantics.F32, true, true, false},
	{"nested", semantics.F32, false, true, false},
	{"chain", semantics.F32, false, true, false},
	{"fcmpif", semantics.F32, true, true, false},
	{"hif", semantics.F16, true, false, false},
	{"dif", semantics.F64, true, false, false},
	{"loop", semantics.F32, false, true, true},
	{"loop2", semantics.F32, true, true, true},
}

// hexLines parses lli's output: one hex number a line, n of them.
func hexLines(t *testing.T, out []byte, n int) []uint64 {
	vs, err := llidriver.HexLines(out, n)
	require.NoError(t, err)
	return vs
}

// llcPTX compiles an .ll file with llc-19 for cpu and checks that ptxas
// 11.8 assembles the result.
func llcPTX(t *testing.T, path, cpu string) []byte {
	llc := oracle.Require(t, oracle.LLC)
	ptxas := oracle.Require(t, oracle.Ptxas)
	out, err := oracle.Run(llc, nil, "-mtriple=nvptx64-nvidia-cuda", "-mcpu="+cpu, path, "-o", "-")
	require.NoError(t, err, cpu)
	f := filepath.Join(t.TempDir(), "llc.ptx")
	require.NoError(t, os.WriteFile(f, out, 0o644))
	_, err = oracle.Run(ptxas, nil, "-arch", cpu, f, "-o", filepath.Join(t.TempDir(), "llc.cubin"))
	require.NoError(t, err, "ptxas 11.8 rejects llc-19's code for %s", cpu)
	return out
}

// hasBackBranch reports whether a branch in llc's text goes to a label
// that comes earlier.
func hasBackBranch(body string) bool {
	seen := map[string]bool{}
	for _, l := range strings.Split(body, "\n") {
		l = strings.TrimSpace(l)
		if lab, ok := strings.CutSuffix(strings.Fields(l + " x")[0], ":"); ok {
			seen[lab] = true
		}
		if m := braRE.FindStringSubmatch(l); m != nil && seen[m[1]] {
			return true
		}
	}
	return false
}

var braRE = regexp.MustCompile(`\bbra(?:\.uni)?\s+(\S+);`)

// funcText returns the text of function fn in llc's output.
func funcText(s, fn string) string {
	i := strings.Index(s, " "+fn+"(")
	if i < 0 {
		return ""
	}
	body, _, _ := strings.Cut(s[i:], "-- End function")
	return body
}

// TestDivergentAgreesWithLLI: llc-19's NVPTX code for functions whose
// branch conditions differ from execution to execution
// (testdata/llc/divergent.ll: the AMD executor's if/else, nested and
// chained ifs and fcmp ifs, and two loops with data-dependent trip
// counts), for sm_80 and sm_90 (each assembled by ptxas 11.8), run by the
// executor over blocks of executions that take different ways (the active
// masks of cfg.go: the test counts the steps that run a block for part of
// the executions), gives bit for bit what lli-19 computes running the same
// IR on the host, on inputs where LangRef leaves no choice.
func TestDivergentAgreesWithLLI(t *testing.T) {
	defer func(m int) { maxBack = m }(maxBack)
	maxBack = 4096 // a wrong scheme that loops fails fast
	lli := oracle.Require(t, oracle.LLI)
	path := filepath.Join("testdata", "llc", "divergent.ll")
	ll, err := os.ReadFile(path)
	require.NoError(t, err)
	codes := map[string][]byte{}
	for _, cpu := range divergentCPUs {
		codes[cpu] = llcPTX(t, path, cpu)
	}
	for _, fc := range divergentFuncs {
		t.Run(fc.name, func(t *testing.T) {
			in := llidriver.Inputs(fc.ty, fc.float)
			out, err := oracle.Run(lli, []byte(llidriver.HostDriver(string(ll), fc.name, in, fc.ty)), "-")
			require.NoError(t, err)
			want := hexLines(t, out, len(in[0]))
			for _, cpu := range divergentCPUs {
				m, err := Parse("divergent."+cpu+".ptx", codes[cpu])
				require.NoError(t, err)
				f := m.Func(fc.name)
				require.NotNil(t, f)
				require.NoError(t, f.Err, cpu)
				require.Equal(t, fc.cfg, f.prog.cfg != nil, "%s @%s: runs as basic blocks", cpu, fc.name)
				require.Equal(t, fc.back, hasBackBranch(funcText(string(codes[cpu]), fc.name)), "%s @%s: a backward branch", cpu, fc.name)
				partial := 0
				cfgSteps = func(active, n int) {
					if active < n {
						partial++
					}
				}
				got := make([]uint64, len(in[0]))
				err = f.Run(in, got)
				cfgSteps = nil
				require.NoError(t, err, cpu)
				if fc.cfg {
					require.Positive(t, partial, "%s @%s: no step ran for part of the executions", cpu, fc.name)
				}
				bad := 0
				for i := range got {
					if got[i] != want[i] {
						if bad < 5 {
							assert.Fail(t, "differs from lli-19", "%s @%s(%#x, %#x): executor %#x, lli-19 %#x", cpu, fc.name, in[0][i], in[1][i], got[i], want[i])
						}
						bad++
					}
				}
				require.Zero(t, bad, "%s @%s: %d of %d results differ from lli-19", cpu, fc.name, bad, len(got))
				t.Logf("%s @%s: %d results, lli-19's (%d partial steps)", cpu, fc.name, len(got), partial)
			}
		})
	}
}

// hostKernel rewrites an NVPTX kernel module for lli-19 on the host: no
// address spaces, the special registers read from globals @tid, @ctaid,
// @ntid, no kernel annotations.
func hostKernel(ll string) string {
	r := strings.NewReplacer(" addrspace(1)", "",
		"call i32 @llvm.nvvm.read.ptx.sreg.tid.x()", "load i32, ptr @tid",
		"call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()", "load i32, ptr @ctaid",
		"call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()", "load i32, ptr @ntid")
	var keep []string
	for _, l := range strings.Split(r.Replace(ll), "\n") {
		if strings.HasPrefix(l, "declare i32 @llvm.nvvm.read") || strings.HasPrefix(l, "!") {
			continue
		}
		keep = append(keep, l)
	}
	return strings.Join(keep, "\n") + "@tid = global i32 0\n@ctaid = global i32 0\n@ntid = global i32 0\n"
}

// TestDivergentKernelAgreesWithLLI: llc-19's code for
// testdata/llc/divergent_kernel.ll (kernels whose threads take different
// ways and store, or not, under them; one with a loop of a per-thread trip
// count that stores in every iteration and may leave early), for sm_80 and
// sm_90, launched in the executor over 4 blocks of 40 threads (a warp of
// 32 and one of 8 in each block; the threads of every warp go at least two
// ways), leaves in global memory what lli-19
// leaves running the same IR on the host for the threads in turn (the
// thread and block indices there loop counters; Out starts with a
// pattern that shows the stores that did not happen).
func TestDivergentKernelAgreesWithLLI(t *testing.T) {
	defer func(m int) { maxBack = m }(maxBack)
	maxBack = 4096 // a wrong scheme that loops fails fast
	lli := oracle.Require(t, oracle.LLI)
	const grid, blk = 4, 40
	const n = grid * blk
	path := filepath.Join("testdata", "llc", "divergent_kernel.ll")
	ll, err := os.ReadFile(path)
	require.NoError(t, err)
	g32 := semantics.Grid(semantics.F32)
	r := rand.New(rand.NewPCG(5, 6))
	a, b, out0 := make([]uint32, 256), make([]uint32, n), make([]uint32, n)
	for i := range a {
		a[i] = uint32(g32[i%len(g32)])
		if i%5 == 4 || i >= n {
			a[i] = r.Uint32()
		}
	}
	for i := range b {
		b[i] = uint32(g32[(i*7+3)%len(g32)])
		if i%3 == 1 {
			b[i] = r.Uint32()
		}
		out0[i] = 0xdead0000 | uint32(i)
	}
	words := func(xs []uint32) string {
		var s []string
		for _, x := range xs {
			s = append(s, fmt.Sprintf("i32 %d", x))
		}
		return strings.Join(s, ", ")
	}
	bytesOf := func(xs []uint32) []byte {
		o := make([]byte, 4*len(xs))
		for i, x := range xs {
			binary.LittleEndian.PutUint32(o[4*i:], x)
		}
		return o
	}
	for _, k := range []struct {
		name string
		args string // the call's arguments after the three buffers
		val  uint64 // the scalar param, if any
		ways func(i int, got uint32) int
	}{
		{"divk", "", 0, func(i int, got uint32) int {
			switch {
			case got == out0[i]:
				return 0
			case got == a[i]^b[i]:
				return 1
			}
			return 2
		}},
		{"loopk", ", i32 255", 255, func(i int, got uint32) int {
			if got == out0[i] {
				return 0 // no iteration
			}
			if int32(got) < 0 {
				return 1 // left early (or at the end, negative)
			}
			return 2
		}},
	} {
		t.Run(k.name, func(t *testing.T) {
			drv := hostKernel(string(ll)) + fmt.Sprintf(`@A = global [256 x i32] [%[2]s]
@B = global [%[1]d x i32] [%[3]s]
@O = global [%[1]d x i32] [%[4]s]
@fmt = private constant [4 x i8] c"%%x\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  store i32 %[6]d, ptr @ntid
  br label %%run
run:
  %%i = phi i32 [ 0, %%entry ], [ %%n, %%run ]
  %%c = udiv i32 %%i, %[6]d
  %%t = urem i32 %%i, %[6]d
  store i32 %%c, ptr @ctaid
  store i32 %%t, ptr @tid
  call void @%[5]s(ptr @A, ptr @B, ptr @O%[7]s)
  %%n = add i32 %%i, 1
  %%e = icmp eq i32 %%n, %[1]d
  br i1 %%e, label %%print, label %%run
print:
  %%j = phi i32 [ 0, %%run ], [ %%m, %%print ]
  %%p = getelementptr [%[1]d x i32], ptr @O, i32 0, i32 %%j
  %%v = load i32, ptr %%p
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %%v)
  %%m = add i32 %%j, 1
  %%d = icmp eq i32 %%m, %[1]d
  br i1 %%d, label %%done, label %%print
done:
  ret i32 0
}
`, n, words(a), words(b), words(out0), k.name, blk, k.args)
			res, err := oracle.Run(lli, []byte(drv), "-")
			require.NoError(t, err)
			wv := hexLines(t, res, n)
			want := make([]uint32, n)
			ways := map[int]int{}
			for i, v := range wv {
				want[i] = uint32(v)
				ways[k.ways(i, want[i])]++
			}
			require.Len(t, ways, 3, "the inputs must send threads every way: %v", ways)
			for w0 := 0; w0 < n; w0 = min(w0+32, (w0/blk+1)*blk) { // each block's warps: 32 threads, then 8
				hi := min(w0+32, (w0/blk+1)*blk)
				seen := map[int]bool{}
				for i := w0; i < hi; i++ {
					seen[k.ways(i, want[i])] = true
				}
				require.Greater(t, len(seen), 1, "threads %d…%d (a warp) all go one way", w0, hi-1)
			}
			for _, cpu := range divergentCPUs {
				m, err := Parse(k.name+"."+cpu+".ptx", llcPTX(t, path, cpu))
				require.NoError(t, err)
				f := m.Func(k.name)
				require.NotNil(t, f)
				require.NoError(t, f.Err, cpu)
				require.NotNil(t, f.prog.cfg, "%s %s: runs as basic blocks", cpu, k.name)
				o := bytesOf(out0)
				args := []KernelArg{{Mem: bytesOf(a), Pointer: true}, {Mem: bytesOf(b), Pointer: true}, {Mem: o, Pointer: true}}
				if k.args != "" {
					args = append(args, KernelArg{Value: k.val})
				}
				require.NoError(t, f.Launch([3]int{grid, 1, 1}, [3]int{blk, 1, 1}, args), cpu)
				got := make([]uint32, n)
				for i := range got {
					got[i] = binary.LittleEndian.Uint32(o[4*i:])
				}
				require.Equal(t, want, got, "%s %s: Out after llc-19's kernel in the executor against lli-19", cpu, k.name)
				t.Logf("%s %s: %d threads as lli-19 (ways %v)", cpu, k.name, n, ways)
			}
		})
	}
}

// lcgInputs are the inputs BenchmarkDivergentLoop's host driver computes:
// a 64-bit LCG (Knuth's MMIX constants), a and b the high halves of two
// steps.
func lcgInputs(n int) [][]uint64 {
	in := [][]uint64{make([]uint64, n), make([]uint64, n)}
	s := uint64(1)
	for i := range n {
		s = s*6364136223846793005 + 1442695040888963407
		in[0][i] = s >> 32
		s = s*6364136223846793005 + 1442695040888963407
		in[1][i] = s >> 32
	}
	return in
}

// BenchmarkDivergentLoop: llc-19's sm_90 code for divergent.ll's @loop
// (0 … 31 iterations per execution, an if inside, an early exit: every
// block of executions diverges) over 2^20 LCG inputs in the executor,
// against lli-19 running the same IR on the same inputs (a host driver
// that computes them and a checksum of the results; the whole process,
// JIT included, timed once per benchmark iteration). The checksums must
// agree. Metrics: ns/exec for each, and lli's time over the executor's.
func BenchmarkDivergentLoop(b *testing.B) {
	lli := oracle.Require(b, oracle.LLI)
	llc := oracle.Require(b, oracle.LLC)
	const n = 1 << 20
	path := filepath.Join("testdata", "llc", "divergent.ll")
	ll, err := os.ReadFile(path)
	require.NoError(b, err)
	code, err := oracle.Run(llc, nil, "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_90", path, "-o", "-")
	require.NoError(b, err)
	m, err := Parse("divergent.sm_90.ptx", code)
	require.NoError(b, err)
	f := m.Func("loop")
	require.NoError(b, f.Err)
	drv := string(ll) + fmt.Sprintf(`@fmt = private constant [5 x i8] c"%%lx\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  br label %%l
l:
  %%i = phi i64 [ 0, %%entry ], [ %%i1, %%l ]
  %%s = phi i64 [ 1, %%entry ], [ %%s2, %%l ]
  %%h = phi i64 [ 0, %%entry ], [ %%h1, %%l ]
  %%s1a = mul i64 %%s, 6364136223846793005
  %%s1 = add i64 %%s1a, 1442695040888963407
  %%s2a = mul i64 %%s1, 6364136223846793005
  %%s2 = add i64 %%s2a, 1442695040888963407
  %%ah = lshr i64 %%s1, 32
  %%bh = lshr i64 %%s2, 32
  %%ai = trunc i64 %%ah to i32
  %%bi = trunc i64 %%bh to i32
  %%a = bitcast i32 %%ai to float
  %%b = bitcast i32 %%bi to float
  %%r = call float @loop(float %%a, float %%b)
  %%ri = bitcast float %%r to i32
  %%rw = zext i32 %%ri to i64
  %%hm = mul i64 %%h, 1099511628211
  %%h1 = xor i64 %%hm, %%rw
  %%i1 = add i64 %%i, 1
  %%c = icmp eq i64 %%i1, %[1]d
  br i1 %%c, label %%done, label %%l
done:
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %%h1)
  ret i32 0
}
`, n)
	in := lcgInputs(n)
	out := make([]uint64, n)
	var exec, host time.Duration
	for b.Loop() {
		st := time.Now()
		require.NoError(b, f.Run(in, out))
		exec += time.Since(st)
		st = time.Now()
		res, err := oracle.Run(lli, []byte(drv), "-")
		host += time.Since(st)
		require.NoError(b, err)
		h := uint64(0)
		for _, v := range out {
			h = h*1099511628211 ^ v
		}
		require.Equal(b, strings.TrimSpace(string(res)), strconv.FormatUint(h, 16), "checksums of the executor's and lli-19's results")
	}
	b.ReportMetric(float64(exec.Nanoseconds())/float64(b.N)/n, "ns/exec")
	b.ReportMetric(float64(host.Nanoseconds())/float64(b.N)/n, "lli-ns/exec")
	b.ReportMetric(float64(host)/float64(exec), "lli/executor")
}
