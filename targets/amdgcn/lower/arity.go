package lower

import (
	"fmt"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// AtomInputs returns the number of source operands an apply amdgcn atom
// takes, from its form on the first generation that has it (the shape of a
// mnemonic is the same on every generation). The error says when no
// generation has the mnemonic or it cannot be an atom.
func AtomInputs(mnemonic string) (n int, err error) {
	have := amdgcn.GensWith(mnemonic)
	if len(have) == 0 {
		return 0, fmt.Errorf("unknown AMD GPU instruction %q", mnemonic)
	}
	ent, err := amdgcn.LookupForm(amdgcn.Gen(have[0]), mnemonic)
	if err != nil {
		return 0, err
	}
	n, ok := atomShapes[ent.Def.Shape]
	if !ok {
		return 0, fmt.Errorf("%s does not write one vector register (atoms must be VALU instructions with a VGPR destination, such as v_max3_f32)", ent.Name)
	}
	return n, nil
}
