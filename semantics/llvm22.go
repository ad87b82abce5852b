package semantics

// LLVM 22: the LangRef relations and opt-22's constant folder.
//
// LangRef (llvm/docs/LangRef.rst at release/22.x; history in
// docs/reference/semantics.md §2.3): llvm.minnum/maxnum were redefined in 2025
// (#112852, re-landed by #170067, rewritten by #172012): −0 < +0, and an
// sNaN meeting a number gives, non-deterministically, a NaN or the number
// (LLVM 19: the number); a qNaN still loses, two NaNs give a NaN.
// llvm.minimum/maximum and llvm.minimumnum/maximumnum keep LLVM 19's rules.
// NaN results follow "Behavior of Floating-Point NaN values" as in 19.
//
// The folder (llvm/lib/Analysis/ConstantFolding.cpp with the APFloat.h
// helpers of LLVM 22), as opt-22 -passes=instsimplify folds and
// oracle_llvm22_test.go checks: minnum/maxnum return the number against a
// qNaN, and the second operand as is for a qNaN and a NaN (an sNaN too);
// opt-22 leaves minnum/maxnum calls with an sNaN and a number, or with an
// sNaN first operand, unfolded (the model gives the quieted sNaN, resp. the
// second operand, there: results LangRef allows, which no oracle decides);
// minimum/maximum
// return the first NaN operand quieted (LLVM 19 kept an sNaN as is);
// minimumnum/maximumnum, which LLVM 19 did not fold, return the number (sNaN
// too) and, for two NaNs, the second quieted. Zeros are ordered everywhere.

const (
	srcLLVM22     = "LLVM 22 LangRef: llvm.%s and \"Behavior of Floating-Point NaN values\" (docs/reference/semantics.md §2.3: #112852, #170067, #172012)"
	srcLLVM22Fold = "LLVM 22 constant folding (ConstantFolding.cpp, APFloat.h minnum/maxnum/minimum/maximum/minimumnum/maximumnum), checked against opt-22 -passes=instsimplify"
)

func initLLVM22() {
	for _, mx := range []bool{true, false} {
		nm := pick(mx, "maxnum", "minnum")
		registerModel(stdModel("llvm22:"+nm,
			"LLVM 22 llvm."+nm+": a qNaN loses to a number, an sNaN gives the number or a NaN (non-deterministic), two NaNs → NaN, −0 < +0, NaN bits per LangRef",
			sprintf(srcLLVM22, nm), allFloats,
			stdRel{max: mx, qnanNum: caseNumber, snanNum: caseNumberOrNaN, twoNaN: caseNaN, bits: nanLLVM, zeroOrder: true}))
		registerModel(ruleModel("llvm22-fold:"+nm,
			"LLVM 22 constant folding of llvm."+nm+": a qNaN loses, two NaNs → the second as is; −0 < +0; an sNaN with a number, or first, is not folded (the model: the quieted sNaN, resp. the second operand)",
			srcLLVM22Fold, allFloats, &rule{max: mx, nan: nanTable(func(ka, kb int) act {
				switch {
				case ka == kSNaN && kb == kNum:
					return actQA
				case kb == kSNaN && ka == kNum:
					return actQB
				}
				return numberWins(ka, kb, actRawB)
			})}))

		nm = pick(mx, "maximum", "minimum")
		registerModel(stdModel("llvm22:"+nm,
			"LLVM 22 llvm."+nm+": any NaN propagates, −0 < +0, NaN bits per LangRef (as LLVM 19)",
			sprintf(srcLLVM22, nm), allFloats,
			stdRel{max: mx, qnanNum: caseNaN, snanNum: caseNaN, twoNaN: caseNaN, bits: nanLLVM, zeroOrder: true}))
		registerModel(ruleModel("llvm22-fold:"+nm,
			"LLVM 22 constant folding of llvm."+nm+": the first NaN operand, quieted; −0 < +0",
			srcLLVM22Fold, allFloats, &rule{max: mx, nan: nanTable(func(ka, kb int) act {
				if ka != kNum {
					return actQA
				}
				return actQB
			})}))

		nm = pick(mx, "maximumnum", "minimumnum")
		registerModel(stdModel("llvm22:"+nm,
			"LLVM 22 llvm."+nm+": a NaN (sNaN too) loses to a number, two NaNs give a qNaN, −0 < +0 (as LLVM 19)",
			sprintf(srcLLVM22, nm), allFloats,
			stdRel{max: mx, qnanNum: caseNumber, snanNum: caseNumber, twoNaN: caseNaN, bits: nanLLVMQuiet, zeroOrder: true}))
		registerModel(ruleModel("llvm22-fold:"+nm,
			"LLVM 22 constant folding of llvm."+nm+": a NaN (sNaN too) loses, two NaNs → the second quieted; −0 < +0",
			srcLLVM22Fold, allFloats, &rule{max: mx, nan: numberTable(actQB)}))
	}
}
