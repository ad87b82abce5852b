package llinterp

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/verify"
)

// kernelTile holds kernels whose LLVM IR (for the targets below) uses
// LLVM's own intrinsics only, one thread: guarded loads (branches and
// phis), guarded computes (selects), preserve_dst, three inputs, packed
// values, constants.
const kernelTile = `kernel @k1(%A: global f32[4,1], %B: global f32[4,1], %Out: global f32[4,1], %p: pred) grid(1) block(1) {
  %a = alloc.local f32[4,1]
  %b = alloc.local f32[4,1]
  %a = load %A
  %b = load %B {pred = %p}
  %a = max %a, %b {nan = ieee2008}
  %b = min %a, %b {nan = propagate, pred = !%p, preserve_dst}
  store %Out, %b
}
kernel @k2(%A: global f16[2,1], %B: global f16[2,1], %Out: global f16[2,1]) grid(1) block(1) {
  %a = alloc.local f16[2,1]
  %b = alloc.local f16[2,1]
  %a = load %A
  %b = load %B
  %a = min %a, %b, f16 0.0 {nan = number, nsz}
  store %Out, %a
}
kernel @k3(%A: global f64[2,1], %B: global f64[2,1], %Out: global f64[2,1], %p: pred) grid(1) block(1) {
  %a = alloc.local f64[2,1]
  %b = alloc.local f64[2,1]
  %a = load %A
  %b = load %B
  %a = max %a, %b {nan = propagate}
  store %Out, %a {pred = %p}
}
kernel @k4(%A: global f16x2[2,1], %B: global f16x2[2,1], %Out: global f16x2[2,1]) grid(1) block(1) {
  %a = alloc.local f16x2[2,1]
  %b = alloc.local f16x2[2,1]
  %a = load %A
  %b = load %B
  %a = max %a, %b
  store %Out, %a
}
`

var targetOnly = regexp.MustCompile(`asm |@llvm\.nvvm|@llvm\.amdgcn`)

// hostIR turns lowerc's kernel IR into IR for lli's host triple: no
// target lines, the default calling convention, address space 0, no
// target attributes; the code is unchanged but for llvm.canonicalize
// (oracle.HostCanonicalize: x86-64 cannot select it in LLVM 19).
func hostIR(src string) string {
	var out []string
	for _, l := range strings.Split(src, "\n") {
		if strings.HasPrefix(l, "target ") {
			continue
		}
		l = strings.NewReplacer("ptx_kernel ", "", "amdgpu_kernel ", "", " addrspace(1)", "").Replace(l)
		l = regexp.MustCompile(` "(target-cpu|amdgpu-flat-work-group-size|amdgpu-ieee)"="[^"]*"`).ReplaceAllString(l, "")
		out = append(out, l)
	}
	return oracle.HostCanonicalize(strings.Join(out, "\n"))
}

// kernelLaunch is one launch of a kernel: the input bits of every
// element of each global parameter (nil for outputs only) and the preds.
type kernelLaunch struct {
	mem   [][]uint64
	preds []bool
}

// TestKernelsAgreeWithLLI: lowerc's LLVM IR for the kernels above
// (amdgcn gfx942 and gfx1200, nvptx64 sm_90), launched by Func.Launch on
// memory filled with class-grid values, and the same IR run by lli-19 on
// the host (hostIR, a driver that fills global arrays, calls the kernel
// and prints every output element): every element lli stores is one of
// the values the interpreter allows there, and the interpreter's
// memory holds exactly the inputs where nothing was stored.
func TestKernelsAgreeWithLLI(t *testing.T) {
	lli := oracle.Require(t, oracle.LLI)
	tm, err := ir.Parse("kernels.tile", []byte(kernelTile))
	require.NoError(t, err)
	require.Empty(t, verify.Module(tm, nil))
	ran, kernels := 0, 0
	for _, tc := range []struct{ triple, cpu string }{{llvm.TripleAMDGCN, "gfx942"}, {llvm.TripleAMDGCN, "gfx1200"}, {llvm.TripleNVPTX, "sm_90"}} {
		tgt, err := llvm.New(llvm.Options{Triple: tc.triple, CPU: tc.cpu})
		require.NoError(t, err)
		var b strings.Builder
		require.NoError(t, tgt.Compile(tm, &b))
		m, err := Parse("kernels.ll", []byte(b.String()))
		require.NoError(t, err)
		for _, k := range tm.Kernels {
			name := strings.ReplaceAll(k.Name, ".", "$")
			f := m.Func(name)
			require.NotNil(t, f, name)
			require.NoError(t, f.Err)
			if targetOnly.MatchString(string(m.src[f.start:f.end])) {
				continue // inline asm or target intrinsics: not for the host
			}
			kernels++
			launches := kernelLaunches(k)
			host := hostIR(string(m.Only(name)))
			drv := kernelDriver(k, name, launches)
			out, err := oracle.Run(lli, []byte(host+"\n"+drv))
			require.NoError(t, err, "%s %s @%s", tc.triple, tc.cpu, name)
			vals := strings.Fields(string(out))
			next := 0
			for _, l := range launches {
				mem := NewMemory()
				args := make([]KernelArg, len(k.Params))
				ptrs := make([]uint64, len(k.Params))
				for i, p := range k.Params {
					if p.Space == ir.Global {
						ptrs[i] = mem.Add(elemBytes(p, l.mem[i]))
						args[i].Bits = ptrs[i]
					} else if l.preds[i] {
						args[i].Bits = 1
					}
				}
				require.NoError(t, f.Launch(Dim3{1, 1, 1}, Dim3{1, 1, 1}, args, mem))
				for i, p := range k.Params {
					if p.Space != ir.Global {
						continue
					}
					w := p.Type.Bits()
					for e := int64(0); e < p.Size(); e++ {
						require.Less(t, next, len(vals), "lli printed too little")
						got, err := strconv.ParseUint(vals[next], 16, 64)
						require.NoError(t, err)
						next++
						sets, err := mem.Load(ptrs[i], e*int64(w/8), Type{Kind: Int, Bits: w})
						require.NoError(t, err)
						require.True(t, sets[0].Allows(got), "%s %s @%s %%%s[%d]: lli stores %#x, the interpreter allows %s (inputs %x, preds %v)",
							tc.triple, tc.cpu, name, p.Name, e, got, sets[0].Format(w/4), l.mem, l.preds)
						ran++
					}
				}
			}
			require.Equal(t, len(vals), next, "lli printed more than the outputs")
		}
	}
	require.Greater(t, ran, 1000, "too few elements compared")
	require.GreaterOrEqual(t, kernels, 8, "too few kernels free of target intrinsics")
	t.Logf("%d kernels, %d memory elements: lli-19's result allowed by the interpreter", kernels, ran)
}

// kernelLaunches fills the inputs with the class grid of their type (two
// inputs: pairs walked in steps through the grid), every pred false then
// true.
func kernelLaunches(k *ir.Kernel) []kernelLaunch {
	var ls []kernelLaunch
	var grid []uint64
	for _, p := range k.Params {
		if p.Space == ir.Global {
			lt, err := semantics.ParseType(p.Type.Lane().String())
			if err != nil {
				panic(err)
			}
			grid = semantics.Grid(lt)
			break
		}
	}
	n := len(grid)
	for s := 0; s < n*n; s += 13 {
		for pv := 0; pv < 2; pv++ {
			l := kernelLaunch{mem: make([][]uint64, len(k.Params)), preds: make([]bool, len(k.Params))}
			for i, p := range k.Params {
				if p.Space != ir.Global {
					l.preds[i] = pv == 1
					continue
				}
				lw := uint(p.Type.Lane().Bits())
				for e := int64(0); e < p.Size(); e++ {
					var x uint64
					for ln := 0; ln < p.Type.Lanes(); ln++ {
						j := s + int(e)*3 + ln*5 + i*11
						v := grid[j%n]
						if i%2 == 1 {
							v = grid[(j/n+int(e))%n]
						}
						x |= v << (uint(ln) * lw)
					}
					l.mem[i] = append(l.mem[i], x)
				}
			}
			ls = append(ls, l)
		}
	}
	return ls
}

func elemBytes(p *ir.Tensor, vals []uint64) []byte {
	w := p.Type.Bits() / 8
	out := make([]byte, len(vals)*w)
	for e, v := range vals {
		for k := 0; k < w; k++ {
			out[e*w+k] = byte(v >> (8 * k))
		}
	}
	return out
}

// kernelDriver is a host main that runs every launch of the kernel on its
// own global arrays and prints each global parameter's elements in hex.
func kernelDriver(k *ir.Kernel, name string, ls []kernelLaunch) string {
	var b strings.Builder
	b.WriteString("@fmt = private constant [6 x i8] c\"%llx\\0A\\00\"\ndeclare i32 @printf(ptr, ...)\n")
	for li, l := range ls {
		for i, p := range k.Params {
			if p.Space != ir.Global {
				continue
			}
			var vs []string
			for _, v := range l.mem[i] {
				vs = append(vs, fmt.Sprintf("i%d %d", p.Type.Bits(), v))
			}
			fmt.Fprintf(&b, "@m%d_%d = global [%d x i%d] [%s]\n", li, i, len(vs), p.Type.Bits(), strings.Join(vs, ", "))
		}
	}
	b.WriteString("define i32 @main() {\n")
	for li, l := range ls {
		var args []string
		for i, p := range k.Params {
			if p.Space == ir.Global {
				args = append(args, fmt.Sprintf("ptr @m%d_%d", li, i))
			} else if l.preds[i] {
				args = append(args, "i1 true")
			} else {
				args = append(args, "i1 false")
			}
		}
		fmt.Fprintf(&b, "  call void @%s(%s)\n", name, strings.Join(args, ", "))
		for i, p := range k.Params {
			if p.Space != ir.Global {
				continue
			}
			w := p.Type.Bits()
			for e := int64(0); e < p.Size(); e++ {
				fmt.Fprintf(&b, "  %%q%d_%d_%d = getelementptr i%d, ptr @m%d_%d, i64 %d\n  %%v%d_%d_%d = load i%d, ptr %%q%d_%d_%d\n",
					li, i, e, w, li, i, e, li, i, e, w, li, i, e)
				src := fmt.Sprintf("%%v%d_%d_%d", li, i, e)
				if w < 64 {
					fmt.Fprintf(&b, "  %%z%d_%d_%d = zext i%d %s to i64\n", li, i, e, w, src)
					src = fmt.Sprintf("%%z%d_%d_%d", li, i, e)
				}
				fmt.Fprintf(&b, "  call i32 (ptr, ...) @printf(ptr @fmt, i64 %s)\n", src)
			}
		}
	}
	b.WriteString("  ret i32 0\n}\n")
	return b.String()
}
