package ptx

import "fmt"

// AtomInputs returns the input counts (2, 3) that the PTX min/max spelling
// opcode takes on some target, or an error for a spelling that is not a
// PTX min/max form. The count does not depend on -arch, so a checker
// without a target can use it.
func AtomInputs(opcode string) ([]int, error) {
	canon, err := Canonical(opcode)
	if err != nil {
		return nil, err
	}
	ns := inputCounts(canon)
	if len(ns) == 0 {
		return nil, fmt.Errorf("unknown PTX min/max form %q", opcode)
	}
	return ns, nil
}

// InputsText spells input counts as messages do: "two or three inputs".
func InputsText(ns []int) string { return countText(ns) }
