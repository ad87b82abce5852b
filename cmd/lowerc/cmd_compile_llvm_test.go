package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/targets/llvm"
)

// TestCompileLLVMOracle: what the command writes with -o passes opt-19's
// verifier and llc-19 compiles it, for both triples.
func TestCompileLLVMOracle(t *testing.T) {
	opt := oracle.Require(t, oracle.Opt)
	llc := oracle.Require(t, oracle.LLC)
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	seed := filepath.Join(root, "testdata", "examples", "maximum3.tile")
	for _, c := range []struct{ triple, cpu, want string }{
		{llvm.TripleNVPTX, "sm_80", "max.f32"},
		{llvm.TripleAMDGCN, "gfx942", "v_max3_f32"},
	} {
		out := filepath.Join(t.TempDir(), "out.ll")
		var stdout, stderr bytes.Buffer
		if code := run([]string{"compile", "-target", "llvm", "-triple", c.triple, "-mcpu", c.cpu, "-o", out, seed}, &stdout, &stderr); code != 0 {
			t.Fatalf("%s: exit %d: %s", c.triple, code, stderr.String())
		}
		if _, err := oracle.Run(opt, nil, "-passes=verify", "-disable-output", out); err != nil {
			t.Errorf("%s: %v", c.triple, err)
		}
		asm, err := oracle.Run(llc, nil, "-mtriple="+c.triple, "-mcpu="+c.cpu, out, "-o", "-")
		if err != nil {
			t.Fatalf("%s: %v", c.triple, err)
		}
		if !strings.Contains(string(asm), c.want) {
			t.Errorf("%s %s: llc output lacks %s", c.triple, c.cpu, c.want)
		}
	}
}

func TestDemoLLVM(t *testing.T) {
	var b bytes.Buffer
	if err := demoLLVM(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"mapping row A1", "define amdgpu_kernel void @maximum3(", "@llvm.maxnum.f32"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("demo lacks %q", want)
		}
	}
}
