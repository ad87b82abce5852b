package ptx_test

import (
	"testing"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/ptx"
)

// TestModelsResolve checks that every min/max row of the form table names a
// model package semantics knows, with the row's arity, under its canonical
// name.
func TestModelsResolve(t *testing.T) {
	n := 0
	for _, f := range ptx.Forms() {
		if !f.MinMax() {
			if f.Model != 0 {
				t.Errorf("support form %s names a model %s", f.Op, f.Model)
			}
			continue
		}
		m := semantics.PTXRef(f.Model).Model()
		if m == nil {
			t.Errorf("%s (%d inputs): model %s does not resolve", f.Op, f.NSrc, f.Model)
			continue
		}
		if m.Name() != f.Model.Name() {
			t.Errorf("%s: model %q is named %q by package semantics", f.Op, f.Model, m.Name())
		}
		if m.Arity() != f.NSrc {
			t.Errorf("%s: model %s has %d inputs, the form %d", f.Op, f.Model, m.Arity(), f.NSrc)
		}
		n++
	}
	t.Logf("%d form models resolve", n)
}

// TestChoiceModelsResolve lowers the golden kernels for every target and
// checks that the model recorded for each emitted sequence resolves.
func TestChoiceModelsResolve(t *testing.T) {
	for _, file := range goldenInputs(t) {
		m := parseFile(t, file)
		for _, a := range ptx.Archs() {
			b, err := ptx.New(a.Name, "")
			if err != nil {
				t.Fatal(err)
			}
			if !verifies(m, b) {
				continue
			}
			res, err := b.Lower(m)
			if err != nil {
				t.Fatalf("%s %s: %v", file, a.Name, err)
			}
			for _, c := range res.Choices {
				sm := c.Model.Model()
				if sm == nil {
					t.Errorf("%s %s %s: no model", file, a.Name, c.Op)
					continue
				}
				// Steps 2: two two-input steps, the recorded model is the step's.
				if c.Arity == 3 && sm.Arity() != 3 && c.Steps != 2 {
					t.Errorf("%s %s %s: model %s has %d inputs", file, a.Name, c.Op, c.Model, sm.Arity())
				}
			}
		}
	}
}
