package elfobj_test

import (
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/elfobj"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func childCPU() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// manyKernels is lowerc's assembly for n copies of the seed kernel
// (maximum3.tile, renamed k0 … kn-1) on g.
func manyKernels(tb testing.TB, g *amdgcn.Generation, n int) []byte {
	src := string(tiles(tb)["maximum3.tile"])
	var b strings.Builder
	for i := range n {
		b.WriteString(strings.ReplaceAll(src, "@maximum3", fmt.Sprintf("@k%d", i)))
	}
	return lowerTile(tb, g, "many.tile", []byte(b.String()))
}

// BenchmarkObject: assembling lowerc's assembly for 200 kernels into an
// object (amdgcn.AssembleFile + elfobj.Write, in process) against
// llvm-mc-19 -filetype=obj on the same file (a process), in the same run;
// the objects are compared first.
func BenchmarkObject(b *testing.B) {
	g := amdgcn.Gen(amdgcn.GFX942)
	mc := oracle.Require(b, oracle.LLVMMC)
	asm := manyKernels(b, g, 200)
	want, err := oracle.Run(mc, asm, mcArgs(g)...)
	require.NoError(b, err)
	require.Equal(b, want, ourObject(b, g, "many.s", asm))
	var llvmWall, llvmCPU, oursWall, oursCPU time.Duration
	b.ResetTimer()
	for range b.N {
		t0, c0 := time.Now(), childCPU()
		if _, err := oracle.Run(mc, asm, mcArgs(g)...); err != nil {
			b.Fatal(err)
		}
		llvmWall += time.Since(t0)
		llvmCPU += childCPU() - c0
		t0, c0 = time.Now(), cpuTime()
		f, err := amdgcn.AssembleFile(g, "many.s", asm)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := elfobj.Write(g, f); err != nil {
			b.Fatal(err)
		}
		oursWall += time.Since(t0)
		oursCPU += cpuTime() - c0
	}
	n := float64(b.N)
	b.ReportMetric(llvmWall.Seconds()/n, "llvm-wall-s")
	b.ReportMetric(oursWall.Seconds()/n, "ours-wall-s")
	b.ReportMetric(llvmCPU.Seconds()/n, "llvm-cpu-s")
	b.ReportMetric(oursCPU.Seconds()/n, "ours-cpu-s")
	b.ReportMetric(llvmCPU.Seconds()/oursCPU.Seconds(), "cpu-speedup")
	b.ReportMetric(float64(len(asm)), "asm-bytes")
}
