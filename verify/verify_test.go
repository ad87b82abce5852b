package verify

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/ir"

	"github.com/stretchr/testify/assert"
)

// fakeTarget has no three-input min/max and no atoms.
type fakeTarget struct{}

func (fakeTarget) Name() string { return "fake-1" }
func (fakeTarget) CheckOp(k *ir.Kernel, op ir.Op) error {
	switch o := op.(type) {
	case *ir.MinMax:
		if len(o.Srcs) == 3 {
			return fmt.Errorf("%s needs fake-2; the target is fake-1", ir.Describe(op))
		}
	case *ir.Apply:
		return fmt.Errorf("%s needs fake-2; the target is fake-1", ir.Describe(op))
	}
	return nil
}

var errorRE = regexp.MustCompile(`// ERROR (\S+) "((?:[^"\\]|\\.)*)"\s*$`)

// TestRules checks each file of testdata/ in the style of Go's assembler
// tests: a line that ends in // ERROR rule "substring" must get an error of
// that rule, at that line, whose message contains the substring; no other
// line may get an error.
func TestRules(t *testing.T) {
	files, err := filepath.Glob("testdata/*.tile")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	rulesSeen := map[string]bool{}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			type want struct{ rule, sub string }
			wants := map[int]want{}
			for i, line := range strings.Split(string(src), "\n") {
				if m := errorRE.FindStringSubmatch(line); m != nil {
					wants[i+1] = want{m[1], strings.ReplaceAll(m[2], `\"`, `"`)}
				}
			}
			var target Target
			if strings.HasPrefix(filepath.Base(file), "target_form") {
				target = fakeTarget{}
			}
			var got ir.ErrorList
			m, perr := ir.Parse(file, src)
			if perr != nil {
				var el ir.ErrorList
				if !errors.As(perr, &el) {
					t.Fatalf("parse error of type %T", perr)
				}
				got = append(got, el...)
			}
			if m != nil {
				got = append(got, Module(m, target)...)
			}
			matched := map[int]bool{}
			for _, e := range got {
				w, ok := wants[e.Pos.Line]
				if !ok {
					t.Errorf("unexpected error: %v", e)
					continue
				}
				if e.Pos.File != file || e.Pos.Col < 1 {
					t.Errorf("error has a bad position: %v", e)
				}
				// Every error of an annotated line has the rule; one of
				// them has the substring.
				if e.Rule != w.rule {
					t.Errorf("line %d: got %v\n\twant rule %s with %q", e.Pos.Line, e, w.rule, w.sub)
					continue
				}
				if strings.Contains(e.Msg, w.sub) {
					matched[e.Pos.Line] = true
				}
				rulesSeen[e.Rule] = true
			}
			for line, w := range wants {
				if !matched[line] {
					t.Errorf("%s:%d: missing error %s %q", file, line, w.rule, w.sub)
				}
			}
		})
	}
	for _, r := range []string{RuleLocalOperands, RuleShapeAgree, RuleRegisterExtent, RuleScalarInput,
		RuleDstOverlap, RuleTargetForm, RulePred, RuleTypes, RuleLayout, RuleLaunch, RuleSize, RuleKernelName} {
		if !rulesSeen[r] {
			t.Errorf("rule %s has no negative test in testdata/", r)
		}
	}
}

// TestPositions pins exact line:col positions and the sort order.
func TestPositions(t *testing.T) {
	src := "kernel @k(%A: global f32[4,1]) grid(1) block(1) {\n" +
		"  %a = alloc.local f32[4,2]\n" +
		"  %a = max %A, %a\n" +
		"  %a = max %a, %a {preserve_dst}\n" +
		"}\n"
	m, err := ir.Parse("p.tile", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got := Module(m, nil).String()
	want := "p.tile:3:12: error: %A is a global tensor; max takes local registers owned by the issuing thread (load it first) [local-operands]\n" +
		"p.tile:4:3: error: last axis of %a has extent 2; max binds 1 b32 container per operand, so the register axis must be 1 [register-extent]\n" +
		"p.tile:4:3: error: preserve_dst without pred: it keeps the destination where pred is false, so the op needs {pred = %p} [pred]\n" +
		"p.tile:4:12: error: last axis of %a has extent 2; max binds 1 b32 container per operand, so the register axis must be 1 [register-extent]\n" +
		"p.tile:4:16: error: last axis of %a has extent 2; max binds 1 b32 container per operand, so the register axis must be 1 [register-extent]\n"
	assert.Equal(t, want, got)
}

func TestExampleIsLegal(t *testing.T) {
	file := "../testdata/examples/maximum3.tile"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ir.Parse(file, src)
	if err != nil {
		t.Fatal(err)
	}
	if errs := Module(m, nil); len(errs) > 0 {
		t.Fatal(errs)
	}
}
