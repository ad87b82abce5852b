package ptx_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/verify"
)

var llc1M = flag.Bool("llc1m", false, "BenchmarkLowerVsLLC: also run llc-19 on the 1M-position kernel (several minutes)")

// bigTile is the seed computation, Out = max(A, B, 0), over n repeat
// positions.
func bigTile(n int) []byte {
	return []byte(fmt.Sprintf(`kernel @big(%%A: global f32[%d,1], %%B: global f32[%d,1], %%Out: global f32[%d,1]) grid(1) block(1) {
  %%a = alloc.local f32[%d,1]
  %%b = alloc.local f32[%d,1]
  %%a = load %%A
  %%b = load %%B
  %%a = max %%a, %%b, f32 0.0
  store %%Out, %%a
}
`, n, n, n, n, n))
}

// bigLL is the same computation as LLVM IR for the NVPTX back end: per
// position two loads, two llvm.maxnum.f32 (PTX max.f32, docs/reference/ptx.md §5) and a
// store, straight-line like lowerc's output.
func bigLL(n int) []byte {
	var b strings.Builder
	b.WriteString("target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n")
	b.WriteString("declare float @llvm.maxnum.f32(float, float)\n\n")
	b.WriteString("define ptx_kernel void @big(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %Out) {\nentry:\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  %%pa%d = getelementptr inbounds float, ptr addrspace(1) %%A, i64 %d\n  %%a%d = load float, ptr addrspace(1) %%pa%d\n", i, i, i, i)
		fmt.Fprintf(&b, "  %%pb%d = getelementptr inbounds float, ptr addrspace(1) %%B, i64 %d\n  %%b%d = load float, ptr addrspace(1) %%pb%d\n", i, i, i, i)
		fmt.Fprintf(&b, "  %%m%d = call float @llvm.maxnum.f32(float %%a%d, float %%b%d)\n  %%r%d = call float @llvm.maxnum.f32(float %%m%d, float 0.0)\n", i, i, i, i, i)
		fmt.Fprintf(&b, "  %%po%d = getelementptr inbounds float, ptr addrspace(1) %%Out, i64 %d\n  store float %%r%d, ptr addrspace(1) %%po%d\n", i, i, i, i)
	}
	b.WriteString("  ret void\n}\n")
	return []byte(b.String())
}

// BenchmarkLower times Lower alone (sm_90: two max.f32 per position) and
// reports ns per repeat position; constant ns/position means linear cost.
func BenchmarkLower(b *testing.B) {
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		b.Run(fmt.Sprintf("positions=%d", n), func(b *testing.B) {
			m := parseSrc(b, "big.tile", bigTile(n))
			be := newBackend(b, "sm_90", "")
			if errs := verify.Module(m, be); len(errs) > 0 {
				b.Fatal(errs)
			}
			b.ReportAllocs()
			b.ResetTimer()
			cpu0 := cpuTime()
			for i := 0; i < b.N; i++ {
				if _, err := be.Lower(m); err != nil {
					b.Fatal(err)
				}
			}
			cpu := cpuTime() - cpu0
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/position")
			// Process CPU time (user + system, GC included) is less
			// sensitive than wall time to other load on a shared machine.
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(n), "cpu-ns/position")
		})
	}
}

// cpuTime is the process's user + system CPU time.
func cpuTime() time.Duration { return rusage(syscall.RUSAGE_SELF) }

// childCPUTime is the user + system CPU time of waited-for children (llc).
func childCPUTime() time.Duration { return rusage(syscall.RUSAGE_CHILDREN) }

func rusage(who int) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(who, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkLowerVsLLC times, in the same run, lowerc from text to PTX
// (parse, verify, lower) and llc-19 from the equivalent LLVM IR text to PTX
// (-mcpu=sm_90, default -O2), and reports both and their ratio.
func BenchmarkLowerVsLLC(b *testing.B) {
	llc := oracle.Require(b, oracle.LLC)
	sizes := []int{10_000, 100_000}
	if *llc1M {
		sizes = append(sizes, 1_000_000)
	}
	for _, n := range sizes {
		b.Run(fmt.Sprintf("positions=%d", n), func(b *testing.B) {
			tile := bigTile(n)
			dir := b.TempDir()
			ll := filepath.Join(dir, "big.ll")
			if err := os.WriteFile(ll, bigLL(n), 0o644); err != nil {
				b.Fatal(err)
			}
			be := newBackend(b, "sm_90", "")
			var ours, theirs, oursCPU, theirsCPU time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				c0 := cpuTime()
				t0 := time.Now()
				m, err := ir.Parse("big.tile", tile)
				if err != nil {
					b.Fatal(err)
				}
				if errs := verify.Module(m, be); len(errs) > 0 {
					b.Fatal(errs)
				}
				res, err := be.Lower(m)
				if err != nil {
					b.Fatal(err)
				}
				t1 := time.Now()
				oursCPU += cpuTime() - c0
				cc := childCPUTime()
				if _, err := oracle.Run(llc, nil, "-mcpu=sm_90", ll, "-o", filepath.Join(dir, "big.ptx")); err != nil {
					b.Fatal(err)
				}
				t2 := time.Now()
				theirsCPU += childCPUTime() - cc
				ours += t1.Sub(t0)
				theirs += t2.Sub(t1)
				if i == 0 {
					out, _ := os.ReadFile(filepath.Join(dir, "big.ptx"))
					if got, want := strings.Count(string(out), "max.f32"), 2*n; got != want {
						b.Fatalf("llc emitted %d max.f32; want %d", got, want)
					}
					if got := strings.Count(string(res.PTX), "\tmax.f32 "); got != 2*n {
						b.Fatalf("lowerc emitted %d max.f32; want %d", got, 2*n)
					}
				}
			}
			b.ReportMetric(float64(ours.Milliseconds())/float64(b.N), "lowerc-ms")
			b.ReportMetric(float64(theirs.Milliseconds())/float64(b.N), "llc-ms")
			b.ReportMetric(float64(theirs)/float64(ours), "llc/lowerc")
			// CPU times: less sensitive to other load on a shared machine.
			b.ReportMetric(float64(oursCPU.Milliseconds())/float64(b.N), "lowerc-cpu-ms")
			b.ReportMetric(float64(theirsCPU.Milliseconds())/float64(b.N), "llc-cpu-ms")
			b.ReportMetric(float64(theirsCPU)/float64(oursCPU), "llc/lowerc-cpu")
		})
	}
}
