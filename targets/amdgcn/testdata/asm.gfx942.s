// Expected text and bytes from: llvm-mc-19 -triple=amdgcn -mcpu=gfx942 -show-encoding; "// DIS:" is what llvm-mc-19 -disassemble prints for those bytes where it differs. Regenerate: go test ./targets/amdgcn -run TestGoldenAsm -update
global_load_dword v1, v0, s[0:1] offset:16 // global_load_dword v1, v0, s[0:1] offset:16 // 108050dc00000001
global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // 108054dc00000002
global_load_dwordx3 v[2:4], v0, s[0:1] offset:16 // global_load_dwordx3 v[2:4], v0, s[0:1] offset:16 // 108058dc00000002
global_load_dwordx4 v[2:5], v0, s[0:1] offset:16 // global_load_dwordx4 v[2:5], v0, s[0:1] offset:16 // 10805cdc00000002
global_load_ushort v1, v0, s[0:1] offset:16 // global_load_ushort v1, v0, s[0:1] offset:16 // 108048dc00000001
global_store_dword v0, v1, s[0:1] offset:16 // global_store_dword v0, v1, s[0:1] offset:16 // 108070dc00010000
global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // 108074dc00020000
global_store_dwordx3 v0, v[2:4], s[0:1] offset:16 // global_store_dwordx3 v0, v[2:4], s[0:1] offset:16 // 108078dc00020000
global_store_dwordx4 v0, v[2:5], s[0:1] offset:16 // global_store_dwordx4 v0, v[2:5], s[0:1] offset:16 // 10807cdc00020000
global_store_short v0, v1, s[0:1] offset:16 // global_store_short v0, v1, s[0:1] offset:16 // 108068dc00010000
s_add_i32 s2, s3, s4 // s_add_i32 s2, s3, s4 // 03040281
s_add_u32 s2, s3, s4 // s_add_u32 s2, s3, s4 // 03040280
s_addc_u32 s2, s3, s4 // s_addc_u32 s2, s3, s4 // 03040282
s_addk_i32 s5, 0x7fff // s_addk_i32 s5, 0x7fff // ff7f05b7
s_and_b32 s2, s3, s4 // s_and_b32 s2, s3, s4 // 03040286
s_and_b64 s[4:5], s[6:7], s[8:9] // s_and_b64 s[4:5], s[6:7], s[8:9] // 06088486
s_and_saveexec_b64 s[4:5], s[6:7] // s_and_saveexec_b64 s[4:5], s[6:7] // 062084be
s_andn2_b32 s2, s3, s4 // s_andn2_b32 s2, s3, s4 // 03040289
s_andn2_b64 s[4:5], s[6:7], s[8:9] // s_andn2_b64 s[4:5], s[6:7], s[8:9] // 06088489
s_andn2_saveexec_b64 s[4:5], s[6:7] // s_andn2_saveexec_b64 s[4:5], s[6:7] // 062384be
s_bitcmp0_b32 s3, s4 // s_bitcmp0_b32 s3, s4 // 03040cbf
s_bitcmp1_b32 s3, s4 // s_bitcmp1_b32 s3, s4 // 03040dbf
s_branch 3 // s_branch 3 // 030082bf
s_brev_b32 s2, s3 // s_brev_b32 s2, s3 // 030882be
s_cbranch_execnz 3 // s_cbranch_execnz 3 // 030089bf
s_cbranch_execz 3 // s_cbranch_execz 3 // 030088bf
s_cbranch_scc0 3 // s_cbranch_scc0 3 // 030084bf
s_cbranch_scc1 3 // s_cbranch_scc1 3 // 030085bf
s_cbranch_vccnz 3 // s_cbranch_vccnz 3 // 030087bf
s_cbranch_vccz 3 // s_cbranch_vccz 3 // 030086bf
s_cmp_eq_u32 s3, s4 // s_cmp_eq_u32 s3, s4 // 030406bf
s_cmp_eq_u64 s[6:7], s[8:9] // s_cmp_eq_u64 s[6:7], s[8:9] // 060812bf
s_cmp_lg_u32 s3, s4 // s_cmp_lg_u32 s3, s4 // 030407bf
s_cmpk_eq_i32 s5, 0x7fff // s_cmpk_eq_i32 s5, 0x7fff // ff7f05b1
s_cmpk_eq_u32 s5, 0x7fff // s_cmpk_eq_u32 s5, 0x7fff // ff7f05b4
s_cmpk_ge_i32 s5, 0x7fff // s_cmpk_ge_i32 s5, 0x7fff // ff7f85b2
s_cmpk_ge_u32 s5, 0x7fff // s_cmpk_ge_u32 s5, 0x7fff // ff7f85b5
s_cmpk_gt_i32 s5, 0x7fff // s_cmpk_gt_i32 s5, 0x7fff // ff7f05b2
s_cmpk_gt_u32 s5, 0x7fff // s_cmpk_gt_u32 s5, 0x7fff // ff7f05b5
s_cmpk_le_i32 s5, 0x7fff // s_cmpk_le_i32 s5, 0x7fff // ff7f85b3
s_cmpk_le_u32 s5, 0x7fff // s_cmpk_le_u32 s5, 0x7fff // ff7f85b6
s_cmpk_lg_i32 s5, 0x7fff // s_cmpk_lg_i32 s5, 0x7fff // ff7f85b1
s_cmpk_lg_u32 s5, 0x7fff // s_cmpk_lg_u32 s5, 0x7fff // ff7f85b4
s_cmpk_lt_i32 s5, 0x7fff // s_cmpk_lt_i32 s5, 0x7fff // ff7f05b3
s_cmpk_lt_u32 s5, 0x7fff // s_cmpk_lt_u32 s5, 0x7fff // ff7f05b6
s_cselect_b32 s2, s3, s4 // s_cselect_b32 s2, s3, s4 // 03040285
s_cselect_b64 s[4:5], s[6:7], s[8:9] // s_cselect_b64 s[4:5], s[6:7], s[8:9] // 06088485
s_endpgm // s_endpgm // 000081bf
s_getpc_b64 s[4:5] // s_getpc_b64 s[4:5] // 001c84be
s_load_dword s0, s[4:5], 0x10 // s_load_dword s0, s[4:5], 0x10 // 020002c010000000
s_load_dwordx16 s[0:15], s[4:5], 0x10 // s_load_dwordx16 s[0:15], s[4:5], 0x10 // 020012c010000000
s_load_dwordx2 s[0:1], s[4:5], 0x10 // s_load_dwordx2 s[0:1], s[4:5], 0x10 // 020006c010000000
s_load_dwordx4 s[0:3], s[4:5], 0x10 // s_load_dwordx4 s[0:3], s[4:5], 0x10 // 02000ac010000000
s_load_dwordx8 s[0:7], s[4:5], 0x10 // s_load_dwordx8 s[0:7], s[4:5], 0x10 // 02000ec010000000
s_lshl_b32 s2, s3, s4 // s_lshl_b32 s2, s3, s4 // 0304028e
s_lshl_b64 s[4:5], s[6:7], s4 // s_lshl_b64 s[4:5], s[6:7], s4 // 0604848e
s_lshr_b32 s2, s3, s4 // s_lshr_b32 s2, s3, s4 // 0304028f
s_max_i32 s2, s3, s4 // s_max_i32 s2, s3, s4 // 03040284
s_max_u32 s2, s3, s4 // s_max_u32 s2, s3, s4 // 03048284
s_min_i32 s2, s3, s4 // s_min_i32 s2, s3, s4 // 03040283
s_min_u32 s2, s3, s4 // s_min_u32 s2, s3, s4 // 03048283
s_mov_b32 s2, s3 // s_mov_b32 s2, s3 // 030082be
s_mov_b64 s[4:5], s[6:7] // s_mov_b64 s[4:5], s[6:7] // 060184be
s_movk_i32 s5, 0x7fff // s_movk_i32 s5, 0x7fff // ff7f05b0
s_mul_hi_u32 s2, s3, s4 // s_mul_hi_u32 s2, s3, s4 // 03040296
s_mul_i32 s2, s3, s4 // s_mul_i32 s2, s3, s4 // 03040292
s_mulk_i32 s5, 0x7fff // s_mulk_i32 s5, 0x7fff // ff7f85b7
s_nop 1 // s_nop 1 // 010080bf
s_or_b32 s2, s3, s4 // s_or_b32 s2, s3, s4 // 03040287
s_or_b64 s[4:5], s[6:7], s[8:9] // s_or_b64 s[4:5], s[6:7], s[8:9] // 06088487
s_or_saveexec_b64 s[4:5], s[6:7] // s_or_saveexec_b64 s[4:5], s[6:7] // 062184be
s_pack_hh_b32_b16 s2, s3, s4 // s_pack_hh_b32_b16 s2, s3, s4 // 0304029a
s_pack_lh_b32_b16 s2, s3, s4 // s_pack_lh_b32_b16 s2, s3, s4 // 03048299
s_pack_ll_b32_b16 s2, s3, s4 // s_pack_ll_b32_b16 s2, s3, s4 // 03040299
s_sendmsg sendmsg(MSG_INTERRUPT) // s_sendmsg sendmsg(MSG_INTERRUPT) // 010090bf
s_setpc_b64 s[6:7] // s_setpc_b64 s[6:7] // 061d80be
s_sext_i32_i16 s2, s3 // s_sext_i32_i16 s2, s3 // 031782be
s_sext_i32_i8 s2, s3 // s_sext_i32_i8 s2, s3 // 031682be
s_swappc_b64 s[4:5], s[6:7] // s_swappc_b64 s[4:5], s[6:7] // 061e84be
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 70008cbf
s_xor_b32 s2, s3, s4 // s_xor_b32 s2, s3, s4 // 03040288
s_xor_b64 s[4:5], s[6:7], s[8:9] // s_xor_b64 s[4:5], s[6:7], s[8:9] // 06088488
s_xor_saveexec_b64 s[4:5], s[6:7] // s_xor_saveexec_b64 s[4:5], s[6:7] // 062284be
v_add3_u32 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 0100ffd102071204
v_add3_u32_e64 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 0100ffd102071204
v_add_co_u32 v1, vcc, v2, v3 // v_add_co_u32_e32 v1, vcc, v2, v3 // 02070232
v_add_co_u32_e64 v1, s[10:11], v2, v3 // v_add_co_u32_e64 v1, s[10:11], v2, v3 // 010a19d102070200
v_add_lshl_u32 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 0100fed102071204
v_add_lshl_u32_e64 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 0100fed102071204
v_add_u32 v1, v2, v3 // v_add_u32_e32 v1, v2, v3 // 02070268
v_add_u32_dpp v1, v2, v3 // ERROR
v_add_u32_e64 v1, v2, v3 // v_add_u32_e64 v1, v2, v3 // 010034d102070200
v_add_u32_sdwa v1, v2, v3 // v_add_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906026802160606
v_addc_co_u32 v1, vcc, v2, v3, vcc // v_addc_co_u32_e32 v1, vcc, v2, v3, vcc // 02070238
v_addc_co_u32_e64 v1, s[10:11], v2, v3, s[10:11] // v_addc_co_u32_e64 v1, s[10:11], v2, v3, s[10:11] // 010a1cd102072a00
v_and_b32 v1, v2, v3 // v_and_b32_e32 v1, v2, v3 // 02070226
v_and_b32_dpp v1, v2, v3 // ERROR
v_and_b32_e64 v1, v2, v3 // v_and_b32_e64 v1, v2, v3 // 010013d102070200
v_and_b32_sdwa v1, v2, v3 // v_and_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022602160606
v_and_or_b32 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010001d202071204
v_and_or_b32_e64 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010001d202071204
v_bfe_u32 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 0100c8d102071204
v_bfe_u32_e64 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 0100c8d102071204
v_bfi_b32 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 0100cad102071204
v_bfi_b32_e64 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 0100cad102071204
v_bfrev_b32 v1, v2 // v_bfrev_b32_e32 v1, v2 // 0259027e
v_bfrev_b32_dpp v1, v2 // ERROR
v_bfrev_b32_e64 v1, v2 // v_bfrev_b32_e64 v1, v2 // 01006cd102010000
v_bfrev_b32_sdwa v1, v2 // v_bfrev_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f958027e02160600
v_cmp_class_f16 vcc, v2, v3 // v_cmp_class_f16_e32 vcc, v2, v3 // 0207287c
v_cmp_class_f16_e64 s[10:11], v2, v3 // v_cmp_class_f16_e64 s[10:11], v2, v3 // 0a0014d002070200
v_cmp_class_f16_sdwa vcc, v2, v3 // v_cmp_class_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906287c02000606
v_cmp_class_f32 vcc, v2, v3 // v_cmp_class_f32_e32 vcc, v2, v3 // 0207207c
v_cmp_class_f32_e64 s[10:11], v2, v3 // v_cmp_class_f32_e64 s[10:11], v2, v3 // 0a0010d002070200
v_cmp_class_f32_sdwa vcc, v2, v3 // v_cmp_class_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906207c02000606
v_cmp_class_f64 vcc, v[4:5], v3 // v_cmp_class_f64_e32 vcc, v[4:5], v3 // 0407247c
v_cmp_class_f64_e64 s[10:11], v[4:5], v3 // v_cmp_class_f64_e64 s[10:11], v[4:5], v3 // 0a0012d004070200
v_cmp_eq_f16 vcc, v2, v3 // v_cmp_eq_f16_e32 vcc, v2, v3 // 0207447c
v_cmp_eq_f16_e64 s[10:11], v2, v3 // v_cmp_eq_f16_e64 s[10:11], v2, v3 // 0a0022d002070200
v_cmp_eq_f16_sdwa vcc, v2, v3 // v_cmp_eq_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906447c02000606
v_cmp_eq_f32 vcc, v2, v3 // v_cmp_eq_f32_e32 vcc, v2, v3 // 0207847c
v_cmp_eq_f32_e64 s[10:11], v2, v3 // v_cmp_eq_f32_e64 s[10:11], v2, v3 // 0a0042d002070200
v_cmp_eq_f32_sdwa vcc, v2, v3 // v_cmp_eq_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906847c02000606
v_cmp_eq_f64 vcc, v[4:5], v[6:7] // v_cmp_eq_f64_e32 vcc, v[4:5], v[6:7] // 040dc47c
v_cmp_eq_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_eq_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0062d0040d0200
v_cmp_eq_i32 vcc, v2, v3 // v_cmp_eq_i32_e32 vcc, v2, v3 // 0207847d
v_cmp_eq_i32_e64 s[10:11], v2, v3 // v_cmp_eq_i32_e64 s[10:11], v2, v3 // 0a00c2d002070200
v_cmp_eq_i32_sdwa vcc, v2, v3 // v_cmp_eq_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906847d02000606
v_cmp_eq_u16 vcc, v2, v3 // v_cmp_eq_u16_e32 vcc, v2, v3 // 0207547d
v_cmp_eq_u16_e64 s[10:11], v2, v3 // v_cmp_eq_u16_e64 s[10:11], v2, v3 // 0a00aad002070200
v_cmp_eq_u16_sdwa vcc, v2, v3 // v_cmp_eq_u16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906547d02000606
v_cmp_eq_u32 vcc, v2, v3 // v_cmp_eq_u32_e32 vcc, v2, v3 // 0207947d
v_cmp_eq_u32_e64 s[10:11], v2, v3 // v_cmp_eq_u32_e64 s[10:11], v2, v3 // 0a00cad002070200
v_cmp_eq_u32_sdwa vcc, v2, v3 // v_cmp_eq_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906947d02000606
v_cmp_eq_u64 vcc, v[4:5], v[6:7] // v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7] // 040dd47d
v_cmp_eq_u64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_eq_u64_e64 s[10:11], v[4:5], v[6:7] // 0a00ead0040d0200
v_cmp_f_f16 vcc, v2, v3 // v_cmp_f_f16_e32 vcc, v2, v3 // 0207407c
v_cmp_f_f16_e64 s[10:11], v2, v3 // v_cmp_f_f16_e64 s[10:11], v2, v3 // 0a0020d002070200
v_cmp_f_f16_sdwa vcc, v2, v3 // v_cmp_f_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906407c02000606
v_cmp_f_f32 vcc, v2, v3 // v_cmp_f_f32_e32 vcc, v2, v3 // 0207807c
v_cmp_f_f32_e64 s[10:11], v2, v3 // v_cmp_f_f32_e64 s[10:11], v2, v3 // 0a0040d002070200
v_cmp_f_f32_sdwa vcc, v2, v3 // v_cmp_f_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906807c02000606
v_cmp_f_f64 vcc, v[4:5], v[6:7] // v_cmp_f_f64_e32 vcc, v[4:5], v[6:7] // 040dc07c
v_cmp_f_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_f_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0060d0040d0200
v_cmp_ge_f16 vcc, v2, v3 // v_cmp_ge_f16_e32 vcc, v2, v3 // 02074c7c
v_cmp_ge_f16_e64 s[10:11], v2, v3 // v_cmp_ge_f16_e64 s[10:11], v2, v3 // 0a0026d002070200
v_cmp_ge_f16_sdwa vcc, v2, v3 // v_cmp_ge_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9064c7c02000606
v_cmp_ge_f32 vcc, v2, v3 // v_cmp_ge_f32_e32 vcc, v2, v3 // 02078c7c
v_cmp_ge_f32_e64 s[10:11], v2, v3 // v_cmp_ge_f32_e64 s[10:11], v2, v3 // 0a0046d002070200
v_cmp_ge_f32_sdwa vcc, v2, v3 // v_cmp_ge_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068c7c02000606
v_cmp_ge_f64 vcc, v[4:5], v[6:7] // v_cmp_ge_f64_e32 vcc, v[4:5], v[6:7] // 040dcc7c
v_cmp_ge_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_ge_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0066d0040d0200
v_cmp_ge_i32 vcc, v2, v3 // v_cmp_ge_i32_e32 vcc, v2, v3 // 02078c7d
v_cmp_ge_i32_e64 s[10:11], v2, v3 // v_cmp_ge_i32_e64 s[10:11], v2, v3 // 0a00c6d002070200
v_cmp_ge_i32_sdwa vcc, v2, v3 // v_cmp_ge_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068c7d02000606
v_cmp_ge_u32 vcc, v2, v3 // v_cmp_ge_u32_e32 vcc, v2, v3 // 02079c7d
v_cmp_ge_u32_e64 s[10:11], v2, v3 // v_cmp_ge_u32_e64 s[10:11], v2, v3 // 0a00ced002070200
v_cmp_ge_u32_sdwa vcc, v2, v3 // v_cmp_ge_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069c7d02000606
v_cmp_gt_f16 vcc, v2, v3 // v_cmp_gt_f16_e32 vcc, v2, v3 // 0207487c
v_cmp_gt_f16_e64 s[10:11], v2, v3 // v_cmp_gt_f16_e64 s[10:11], v2, v3 // 0a0024d002070200
v_cmp_gt_f16_sdwa vcc, v2, v3 // v_cmp_gt_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906487c02000606
v_cmp_gt_f32 vcc, v2, v3 // v_cmp_gt_f32_e32 vcc, v2, v3 // 0207887c
v_cmp_gt_f32_e64 s[10:11], v2, v3 // v_cmp_gt_f32_e64 s[10:11], v2, v3 // 0a0044d002070200
v_cmp_gt_f32_sdwa vcc, v2, v3 // v_cmp_gt_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906887c02000606
v_cmp_gt_f64 vcc, v[4:5], v[6:7] // v_cmp_gt_f64_e32 vcc, v[4:5], v[6:7] // 040dc87c
v_cmp_gt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_gt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0064d0040d0200
v_cmp_gt_i16 vcc, v2, v3 // v_cmp_gt_i16_e32 vcc, v2, v3 // 0207487d
v_cmp_gt_i16_e64 s[10:11], v2, v3 // v_cmp_gt_i16_e64 s[10:11], v2, v3 // 0a00a4d002070200
v_cmp_gt_i16_sdwa vcc, v2, v3 // v_cmp_gt_i16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906487d02000606
v_cmp_gt_i32 vcc, v2, v3 // v_cmp_gt_i32_e32 vcc, v2, v3 // 0207887d
v_cmp_gt_i32_e64 s[10:11], v2, v3 // v_cmp_gt_i32_e64 s[10:11], v2, v3 // 0a00c4d002070200
v_cmp_gt_i32_sdwa vcc, v2, v3 // v_cmp_gt_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906887d02000606
v_cmp_gt_i64 vcc, v[4:5], v[6:7] // v_cmp_gt_i64_e32 vcc, v[4:5], v[6:7] // 040dc87d
v_cmp_gt_i64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_gt_i64_e64 s[10:11], v[4:5], v[6:7] // 0a00e4d0040d0200
v_cmp_gt_u32 vcc, v2, v3 // v_cmp_gt_u32_e32 vcc, v2, v3 // 0207987d
v_cmp_gt_u32_e64 s[10:11], v2, v3 // v_cmp_gt_u32_e64 s[10:11], v2, v3 // 0a00ccd002070200
v_cmp_gt_u32_sdwa vcc, v2, v3 // v_cmp_gt_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906987d02000606
v_cmp_gt_u64 vcc, v[4:5], v[6:7] // v_cmp_gt_u64_e32 vcc, v[4:5], v[6:7] // 040dd87d
v_cmp_gt_u64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_gt_u64_e64 s[10:11], v[4:5], v[6:7] // 0a00ecd0040d0200
v_cmp_le_f16 vcc, v2, v3 // v_cmp_le_f16_e32 vcc, v2, v3 // 0207467c
v_cmp_le_f16_e64 s[10:11], v2, v3 // v_cmp_le_f16_e64 s[10:11], v2, v3 // 0a0023d002070200
v_cmp_le_f16_sdwa vcc, v2, v3 // v_cmp_le_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906467c02000606
v_cmp_le_f32 vcc, v2, v3 // v_cmp_le_f32_e32 vcc, v2, v3 // 0207867c
v_cmp_le_f32_e64 s[10:11], v2, v3 // v_cmp_le_f32_e64 s[10:11], v2, v3 // 0a0043d002070200
v_cmp_le_f32_sdwa vcc, v2, v3 // v_cmp_le_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906867c02000606
v_cmp_le_f64 vcc, v[4:5], v[6:7] // v_cmp_le_f64_e32 vcc, v[4:5], v[6:7] // 040dc67c
v_cmp_le_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_le_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0063d0040d0200
v_cmp_le_i32 vcc, v2, v3 // v_cmp_le_i32_e32 vcc, v2, v3 // 0207867d
v_cmp_le_i32_e64 s[10:11], v2, v3 // v_cmp_le_i32_e64 s[10:11], v2, v3 // 0a00c3d002070200
v_cmp_le_i32_sdwa vcc, v2, v3 // v_cmp_le_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906867d02000606
v_cmp_le_u32 vcc, v2, v3 // v_cmp_le_u32_e32 vcc, v2, v3 // 0207967d
v_cmp_le_u32_e64 s[10:11], v2, v3 // v_cmp_le_u32_e64 s[10:11], v2, v3 // 0a00cbd002070200
v_cmp_le_u32_sdwa vcc, v2, v3 // v_cmp_le_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906967d02000606
v_cmp_lg_f16 vcc, v2, v3 // v_cmp_lg_f16_e32 vcc, v2, v3 // 02074a7c
v_cmp_lg_f16_e64 s[10:11], v2, v3 // v_cmp_lg_f16_e64 s[10:11], v2, v3 // 0a0025d002070200
v_cmp_lg_f16_sdwa vcc, v2, v3 // v_cmp_lg_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9064a7c02000606
v_cmp_lg_f32 vcc, v2, v3 // v_cmp_lg_f32_e32 vcc, v2, v3 // 02078a7c
v_cmp_lg_f32_e64 s[10:11], v2, v3 // v_cmp_lg_f32_e64 s[10:11], v2, v3 // 0a0045d002070200
v_cmp_lg_f32_sdwa vcc, v2, v3 // v_cmp_lg_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068a7c02000606
v_cmp_lg_f64 vcc, v[4:5], v[6:7] // v_cmp_lg_f64_e32 vcc, v[4:5], v[6:7] // 040dca7c
v_cmp_lg_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_lg_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0065d0040d0200
v_cmp_lt_f16 vcc, v2, v3 // v_cmp_lt_f16_e32 vcc, v2, v3 // 0207427c
v_cmp_lt_f16_e64 s[10:11], v2, v3 // v_cmp_lt_f16_e64 s[10:11], v2, v3 // 0a0021d002070200
v_cmp_lt_f16_sdwa vcc, v2, v3 // v_cmp_lt_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906427c02000606
v_cmp_lt_f32 vcc, v2, v3 // v_cmp_lt_f32_e32 vcc, v2, v3 // 0207827c
v_cmp_lt_f32_e64 s[10:11], v2, v3 // v_cmp_lt_f32_e64 s[10:11], v2, v3 // 0a0041d002070200
v_cmp_lt_f32_sdwa vcc, v2, v3 // v_cmp_lt_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906827c02000606
v_cmp_lt_f64 vcc, v[4:5], v[6:7] // v_cmp_lt_f64_e32 vcc, v[4:5], v[6:7] // 040dc27c
v_cmp_lt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_lt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0061d0040d0200
v_cmp_lt_i16 vcc, v2, v3 // v_cmp_lt_i16_e32 vcc, v2, v3 // 0207427d
v_cmp_lt_i16_e64 s[10:11], v2, v3 // v_cmp_lt_i16_e64 s[10:11], v2, v3 // 0a00a1d002070200
v_cmp_lt_i16_sdwa vcc, v2, v3 // v_cmp_lt_i16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906427d02000606
v_cmp_lt_i32 vcc, v2, v3 // v_cmp_lt_i32_e32 vcc, v2, v3 // 0207827d
v_cmp_lt_i32_e64 s[10:11], v2, v3 // v_cmp_lt_i32_e64 s[10:11], v2, v3 // 0a00c1d002070200
v_cmp_lt_i32_sdwa vcc, v2, v3 // v_cmp_lt_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906827d02000606
v_cmp_lt_i64 vcc, v[4:5], v[6:7] // v_cmp_lt_i64_e32 vcc, v[4:5], v[6:7] // 040dc27d
v_cmp_lt_i64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_lt_i64_e64 s[10:11], v[4:5], v[6:7] // 0a00e1d0040d0200
v_cmp_lt_u32 vcc, v2, v3 // v_cmp_lt_u32_e32 vcc, v2, v3 // 0207927d
v_cmp_lt_u32_e64 s[10:11], v2, v3 // v_cmp_lt_u32_e64 s[10:11], v2, v3 // 0a00c9d002070200
v_cmp_lt_u32_sdwa vcc, v2, v3 // v_cmp_lt_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906927d02000606
v_cmp_lt_u64 vcc, v[4:5], v[6:7] // v_cmp_lt_u64_e32 vcc, v[4:5], v[6:7] // 040dd27d
v_cmp_lt_u64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_lt_u64_e64 s[10:11], v[4:5], v[6:7] // 0a00e9d0040d0200
v_cmp_ne_i32 vcc, v2, v3 // v_cmp_ne_i32_e32 vcc, v2, v3 // 02078a7d
v_cmp_ne_i32_e64 s[10:11], v2, v3 // v_cmp_ne_i32_e64 s[10:11], v2, v3 // 0a00c5d002070200
v_cmp_ne_i32_sdwa vcc, v2, v3 // v_cmp_ne_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068a7d02000606
v_cmp_ne_u32 vcc, v2, v3 // v_cmp_ne_u32_e32 vcc, v2, v3 // 02079a7d
v_cmp_ne_u32_e64 s[10:11], v2, v3 // v_cmp_ne_u32_e64 s[10:11], v2, v3 // 0a00cdd002070200
v_cmp_ne_u32_sdwa vcc, v2, v3 // v_cmp_ne_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069a7d02000606
v_cmp_neq_f16 vcc, v2, v3 // v_cmp_neq_f16_e32 vcc, v2, v3 // 02075a7c
v_cmp_neq_f16_e64 s[10:11], v2, v3 // v_cmp_neq_f16_e64 s[10:11], v2, v3 // 0a002dd002070200
v_cmp_neq_f16_sdwa vcc, v2, v3 // v_cmp_neq_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9065a7c02000606
v_cmp_neq_f32 vcc, v2, v3 // v_cmp_neq_f32_e32 vcc, v2, v3 // 02079a7c
v_cmp_neq_f32_e64 s[10:11], v2, v3 // v_cmp_neq_f32_e64 s[10:11], v2, v3 // 0a004dd002070200
v_cmp_neq_f32_sdwa vcc, v2, v3 // v_cmp_neq_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069a7c02000606
v_cmp_neq_f64 vcc, v[4:5], v[6:7] // v_cmp_neq_f64_e32 vcc, v[4:5], v[6:7] // 040dda7c
v_cmp_neq_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_neq_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006dd0040d0200
v_cmp_nge_f16 vcc, v2, v3 // v_cmp_nge_f16_e32 vcc, v2, v3 // 0207527c
v_cmp_nge_f16_e64 s[10:11], v2, v3 // v_cmp_nge_f16_e64 s[10:11], v2, v3 // 0a0029d002070200
v_cmp_nge_f16_sdwa vcc, v2, v3 // v_cmp_nge_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906527c02000606
v_cmp_nge_f32 vcc, v2, v3 // v_cmp_nge_f32_e32 vcc, v2, v3 // 0207927c
v_cmp_nge_f32_e64 s[10:11], v2, v3 // v_cmp_nge_f32_e64 s[10:11], v2, v3 // 0a0049d002070200
v_cmp_nge_f32_sdwa vcc, v2, v3 // v_cmp_nge_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906927c02000606
v_cmp_nge_f64 vcc, v[4:5], v[6:7] // v_cmp_nge_f64_e32 vcc, v[4:5], v[6:7] // 040dd27c
v_cmp_nge_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_nge_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0069d0040d0200
v_cmp_ngt_f16 vcc, v2, v3 // v_cmp_ngt_f16_e32 vcc, v2, v3 // 0207567c
v_cmp_ngt_f16_e64 s[10:11], v2, v3 // v_cmp_ngt_f16_e64 s[10:11], v2, v3 // 0a002bd002070200
v_cmp_ngt_f16_sdwa vcc, v2, v3 // v_cmp_ngt_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906567c02000606
v_cmp_ngt_f32 vcc, v2, v3 // v_cmp_ngt_f32_e32 vcc, v2, v3 // 0207967c
v_cmp_ngt_f32_e64 s[10:11], v2, v3 // v_cmp_ngt_f32_e64 s[10:11], v2, v3 // 0a004bd002070200
v_cmp_ngt_f32_sdwa vcc, v2, v3 // v_cmp_ngt_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906967c02000606
v_cmp_ngt_f64 vcc, v[4:5], v[6:7] // v_cmp_ngt_f64_e32 vcc, v[4:5], v[6:7] // 040dd67c
v_cmp_ngt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_ngt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006bd0040d0200
v_cmp_nle_f16 vcc, v2, v3 // v_cmp_nle_f16_e32 vcc, v2, v3 // 0207587c
v_cmp_nle_f16_e64 s[10:11], v2, v3 // v_cmp_nle_f16_e64 s[10:11], v2, v3 // 0a002cd002070200
v_cmp_nle_f16_sdwa vcc, v2, v3 // v_cmp_nle_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906587c02000606
v_cmp_nle_f32 vcc, v2, v3 // v_cmp_nle_f32_e32 vcc, v2, v3 // 0207987c
v_cmp_nle_f32_e64 s[10:11], v2, v3 // v_cmp_nle_f32_e64 s[10:11], v2, v3 // 0a004cd002070200
v_cmp_nle_f32_sdwa vcc, v2, v3 // v_cmp_nle_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906987c02000606
v_cmp_nle_f64 vcc, v[4:5], v[6:7] // v_cmp_nle_f64_e32 vcc, v[4:5], v[6:7] // 040dd87c
v_cmp_nle_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_nle_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006cd0040d0200
v_cmp_nlg_f16 vcc, v2, v3 // v_cmp_nlg_f16_e32 vcc, v2, v3 // 0207547c
v_cmp_nlg_f16_e64 s[10:11], v2, v3 // v_cmp_nlg_f16_e64 s[10:11], v2, v3 // 0a002ad002070200
v_cmp_nlg_f16_sdwa vcc, v2, v3 // v_cmp_nlg_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906547c02000606
v_cmp_nlg_f32 vcc, v2, v3 // v_cmp_nlg_f32_e32 vcc, v2, v3 // 0207947c
v_cmp_nlg_f32_e64 s[10:11], v2, v3 // v_cmp_nlg_f32_e64 s[10:11], v2, v3 // 0a004ad002070200
v_cmp_nlg_f32_sdwa vcc, v2, v3 // v_cmp_nlg_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906947c02000606
v_cmp_nlg_f64 vcc, v[4:5], v[6:7] // v_cmp_nlg_f64_e32 vcc, v[4:5], v[6:7] // 040dd47c
v_cmp_nlg_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_nlg_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006ad0040d0200
v_cmp_nlt_f16 vcc, v2, v3 // v_cmp_nlt_f16_e32 vcc, v2, v3 // 02075c7c
v_cmp_nlt_f16_e64 s[10:11], v2, v3 // v_cmp_nlt_f16_e64 s[10:11], v2, v3 // 0a002ed002070200
v_cmp_nlt_f16_sdwa vcc, v2, v3 // v_cmp_nlt_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9065c7c02000606
v_cmp_nlt_f32 vcc, v2, v3 // v_cmp_nlt_f32_e32 vcc, v2, v3 // 02079c7c
v_cmp_nlt_f32_e64 s[10:11], v2, v3 // v_cmp_nlt_f32_e64 s[10:11], v2, v3 // 0a004ed002070200
v_cmp_nlt_f32_sdwa vcc, v2, v3 // v_cmp_nlt_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069c7c02000606
v_cmp_nlt_f64 vcc, v[4:5], v[6:7] // v_cmp_nlt_f64_e32 vcc, v[4:5], v[6:7] // 040ddc7c
v_cmp_nlt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_nlt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006ed0040d0200
v_cmp_o_f16 vcc, v2, v3 // v_cmp_o_f16_e32 vcc, v2, v3 // 02074e7c
v_cmp_o_f16_e64 s[10:11], v2, v3 // v_cmp_o_f16_e64 s[10:11], v2, v3 // 0a0027d002070200
v_cmp_o_f16_sdwa vcc, v2, v3 // v_cmp_o_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9064e7c02000606
v_cmp_o_f32 vcc, v2, v3 // v_cmp_o_f32_e32 vcc, v2, v3 // 02078e7c
v_cmp_o_f32_e64 s[10:11], v2, v3 // v_cmp_o_f32_e64 s[10:11], v2, v3 // 0a0047d002070200
v_cmp_o_f32_sdwa vcc, v2, v3 // v_cmp_o_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068e7c02000606
v_cmp_o_f64 vcc, v[4:5], v[6:7] // v_cmp_o_f64_e32 vcc, v[4:5], v[6:7] // 040dce7c
v_cmp_o_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_o_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0067d0040d0200
v_cmp_tru_f16 vcc, v2, v3 // v_cmp_tru_f16_e32 vcc, v2, v3 // 02075e7c
v_cmp_tru_f16_e64 s[10:11], v2, v3 // v_cmp_tru_f16_e64 s[10:11], v2, v3 // 0a002fd002070200
v_cmp_tru_f16_sdwa vcc, v2, v3 // v_cmp_tru_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9065e7c02000606
v_cmp_tru_f32 vcc, v2, v3 // v_cmp_tru_f32_e32 vcc, v2, v3 // 02079e7c
v_cmp_tru_f32_e64 s[10:11], v2, v3 // v_cmp_tru_f32_e64 s[10:11], v2, v3 // 0a004fd002070200
v_cmp_tru_f32_sdwa vcc, v2, v3 // v_cmp_tru_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069e7c02000606
v_cmp_tru_f64 vcc, v[4:5], v[6:7] // v_cmp_tru_f64_e32 vcc, v[4:5], v[6:7] // 040dde7c
v_cmp_tru_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_tru_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006fd0040d0200
v_cmp_u_f16 vcc, v2, v3 // v_cmp_u_f16_e32 vcc, v2, v3 // 0207507c
v_cmp_u_f16_e64 s[10:11], v2, v3 // v_cmp_u_f16_e64 s[10:11], v2, v3 // 0a0028d002070200
v_cmp_u_f16_sdwa vcc, v2, v3 // v_cmp_u_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906507c02000606
v_cmp_u_f32 vcc, v2, v3 // v_cmp_u_f32_e32 vcc, v2, v3 // 0207907c
v_cmp_u_f32_e64 s[10:11], v2, v3 // v_cmp_u_f32_e64 s[10:11], v2, v3 // 0a0048d002070200
v_cmp_u_f32_sdwa vcc, v2, v3 // v_cmp_u_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906907c02000606
v_cmp_u_f64 vcc, v[4:5], v[6:7] // v_cmp_u_f64_e32 vcc, v[4:5], v[6:7] // 040dd07c
v_cmp_u_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_u_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0068d0040d0200
v_cmpx_eq_f16 vcc, v2, v3 // v_cmpx_eq_f16_e32 vcc, v2, v3 // 0207647c
v_cmpx_eq_f16_e64 s[10:11], v2, v3 // v_cmpx_eq_f16_e64 s[10:11], v2, v3 // 0a0032d002070200
v_cmpx_eq_f32 vcc, v2, v3 // v_cmpx_eq_f32_e32 vcc, v2, v3 // 0207a47c
v_cmpx_eq_f32_e64 s[10:11], v2, v3 // v_cmpx_eq_f32_e64 s[10:11], v2, v3 // 0a0052d002070200
v_cmpx_eq_f64 vcc, v[4:5], v[6:7] // v_cmpx_eq_f64_e32 vcc, v[4:5], v[6:7] // 040de47c
v_cmpx_eq_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_eq_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0072d0040d0200
v_cmpx_eq_i32 vcc, v2, v3 // v_cmpx_eq_i32_e32 vcc, v2, v3 // 0207a47d
v_cmpx_eq_i32_e64 s[10:11], v2, v3 // v_cmpx_eq_i32_e64 s[10:11], v2, v3 // 0a00d2d002070200
v_cmpx_eq_u32 vcc, v2, v3 // v_cmpx_eq_u32_e32 vcc, v2, v3 // 0207b47d
v_cmpx_eq_u32_e64 s[10:11], v2, v3 // v_cmpx_eq_u32_e64 s[10:11], v2, v3 // 0a00dad002070200
v_cmpx_ge_f16 vcc, v2, v3 // v_cmpx_ge_f16_e32 vcc, v2, v3 // 02076c7c
v_cmpx_ge_f16_e64 s[10:11], v2, v3 // v_cmpx_ge_f16_e64 s[10:11], v2, v3 // 0a0036d002070200
v_cmpx_ge_f32 vcc, v2, v3 // v_cmpx_ge_f32_e32 vcc, v2, v3 // 0207ac7c
v_cmpx_ge_f32_e64 s[10:11], v2, v3 // v_cmpx_ge_f32_e64 s[10:11], v2, v3 // 0a0056d002070200
v_cmpx_ge_f64 vcc, v[4:5], v[6:7] // v_cmpx_ge_f64_e32 vcc, v[4:5], v[6:7] // 040dec7c
v_cmpx_ge_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_ge_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0076d0040d0200
v_cmpx_ge_i32 vcc, v2, v3 // v_cmpx_ge_i32_e32 vcc, v2, v3 // 0207ac7d
v_cmpx_ge_i32_e64 s[10:11], v2, v3 // v_cmpx_ge_i32_e64 s[10:11], v2, v3 // 0a00d6d002070200
v_cmpx_ge_u32 vcc, v2, v3 // v_cmpx_ge_u32_e32 vcc, v2, v3 // 0207bc7d
v_cmpx_ge_u32_e64 s[10:11], v2, v3 // v_cmpx_ge_u32_e64 s[10:11], v2, v3 // 0a00ded002070200
v_cmpx_gt_f16 vcc, v2, v3 // v_cmpx_gt_f16_e32 vcc, v2, v3 // 0207687c
v_cmpx_gt_f16_e64 s[10:11], v2, v3 // v_cmpx_gt_f16_e64 s[10:11], v2, v3 // 0a0034d002070200
v_cmpx_gt_f32 vcc, v2, v3 // v_cmpx_gt_f32_e32 vcc, v2, v3 // 0207a87c
v_cmpx_gt_f32_e64 s[10:11], v2, v3 // v_cmpx_gt_f32_e64 s[10:11], v2, v3 // 0a0054d002070200
v_cmpx_gt_f64 vcc, v[4:5], v[6:7] // v_cmpx_gt_f64_e32 vcc, v[4:5], v[6:7] // 040de87c
v_cmpx_gt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_gt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0074d0040d0200
v_cmpx_gt_i32 vcc, v2, v3 // v_cmpx_gt_i32_e32 vcc, v2, v3 // 0207a87d
v_cmpx_gt_i32_e64 s[10:11], v2, v3 // v_cmpx_gt_i32_e64 s[10:11], v2, v3 // 0a00d4d002070200
v_cmpx_gt_u32 vcc, v2, v3 // v_cmpx_gt_u32_e32 vcc, v2, v3 // 0207b87d
v_cmpx_gt_u32_e64 s[10:11], v2, v3 // v_cmpx_gt_u32_e64 s[10:11], v2, v3 // 0a00dcd002070200
v_cmpx_le_f16 vcc, v2, v3 // v_cmpx_le_f16_e32 vcc, v2, v3 // 0207667c
v_cmpx_le_f16_e64 s[10:11], v2, v3 // v_cmpx_le_f16_e64 s[10:11], v2, v3 // 0a0033d002070200
v_cmpx_le_f32 vcc, v2, v3 // v_cmpx_le_f32_e32 vcc, v2, v3 // 0207a67c
v_cmpx_le_f32_e64 s[10:11], v2, v3 // v_cmpx_le_f32_e64 s[10:11], v2, v3 // 0a0053d002070200
v_cmpx_le_f64 vcc, v[4:5], v[6:7] // v_cmpx_le_f64_e32 vcc, v[4:5], v[6:7] // 040de67c
v_cmpx_le_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_le_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0073d0040d0200
v_cmpx_le_i32 vcc, v2, v3 // v_cmpx_le_i32_e32 vcc, v2, v3 // 0207a67d
v_cmpx_le_i32_e64 s[10:11], v2, v3 // v_cmpx_le_i32_e64 s[10:11], v2, v3 // 0a00d3d002070200
v_cmpx_le_u32 vcc, v2, v3 // v_cmpx_le_u32_e32 vcc, v2, v3 // 0207b67d
v_cmpx_le_u32_e64 s[10:11], v2, v3 // v_cmpx_le_u32_e64 s[10:11], v2, v3 // 0a00dbd002070200
v_cmpx_lg_f16 vcc, v2, v3 // v_cmpx_lg_f16_e32 vcc, v2, v3 // 02076a7c
v_cmpx_lg_f16_e64 s[10:11], v2, v3 // v_cmpx_lg_f16_e64 s[10:11], v2, v3 // 0a0035d002070200
v_cmpx_lg_f32 vcc, v2, v3 // v_cmpx_lg_f32_e32 vcc, v2, v3 // 0207aa7c
v_cmpx_lg_f32_e64 s[10:11], v2, v3 // v_cmpx_lg_f32_e64 s[10:11], v2, v3 // 0a0055d002070200
v_cmpx_lg_f64 vcc, v[4:5], v[6:7] // v_cmpx_lg_f64_e32 vcc, v[4:5], v[6:7] // 040dea7c
v_cmpx_lg_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_lg_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0075d0040d0200
v_cmpx_lt_f16 vcc, v2, v3 // v_cmpx_lt_f16_e32 vcc, v2, v3 // 0207627c
v_cmpx_lt_f16_e64 s[10:11], v2, v3 // v_cmpx_lt_f16_e64 s[10:11], v2, v3 // 0a0031d002070200
v_cmpx_lt_f32 vcc, v2, v3 // v_cmpx_lt_f32_e32 vcc, v2, v3 // 0207a27c
v_cmpx_lt_f32_e64 s[10:11], v2, v3 // v_cmpx_lt_f32_e64 s[10:11], v2, v3 // 0a0051d002070200
v_cmpx_lt_f64 vcc, v[4:5], v[6:7] // v_cmpx_lt_f64_e32 vcc, v[4:5], v[6:7] // 040de27c
v_cmpx_lt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_lt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0071d0040d0200
v_cmpx_lt_i32 vcc, v2, v3 // v_cmpx_lt_i32_e32 vcc, v2, v3 // 0207a27d
v_cmpx_lt_i32_e64 s[10:11], v2, v3 // v_cmpx_lt_i32_e64 s[10:11], v2, v3 // 0a00d1d002070200
v_cmpx_lt_u32 vcc, v2, v3 // v_cmpx_lt_u32_e32 vcc, v2, v3 // 0207b27d
v_cmpx_lt_u32_e64 s[10:11], v2, v3 // v_cmpx_lt_u32_e64 s[10:11], v2, v3 // 0a00d9d002070200
v_cmpx_ne_i32 vcc, v2, v3 // v_cmpx_ne_i32_e32 vcc, v2, v3 // 0207aa7d
v_cmpx_ne_i32_e64 s[10:11], v2, v3 // v_cmpx_ne_i32_e64 s[10:11], v2, v3 // 0a00d5d002070200
v_cmpx_ne_u32 vcc, v2, v3 // v_cmpx_ne_u32_e32 vcc, v2, v3 // 0207ba7d
v_cmpx_ne_u32_e64 s[10:11], v2, v3 // v_cmpx_ne_u32_e64 s[10:11], v2, v3 // 0a00ddd002070200
v_cmpx_neq_f16 vcc, v2, v3 // v_cmpx_neq_f16_e32 vcc, v2, v3 // 02077a7c
v_cmpx_neq_f16_e64 s[10:11], v2, v3 // v_cmpx_neq_f16_e64 s[10:11], v2, v3 // 0a003dd002070200
v_cmpx_neq_f32 vcc, v2, v3 // v_cmpx_neq_f32_e32 vcc, v2, v3 // 0207ba7c
v_cmpx_neq_f32_e64 s[10:11], v2, v3 // v_cmpx_neq_f32_e64 s[10:11], v2, v3 // 0a005dd002070200
v_cmpx_neq_f64 vcc, v[4:5], v[6:7] // v_cmpx_neq_f64_e32 vcc, v[4:5], v[6:7] // 040dfa7c
v_cmpx_neq_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_neq_f64_e64 s[10:11], v[4:5], v[6:7] // 0a007dd0040d0200
v_cmpx_nge_f16 vcc, v2, v3 // v_cmpx_nge_f16_e32 vcc, v2, v3 // 0207727c
v_cmpx_nge_f16_e64 s[10:11], v2, v3 // v_cmpx_nge_f16_e64 s[10:11], v2, v3 // 0a0039d002070200
v_cmpx_nge_f32 vcc, v2, v3 // v_cmpx_nge_f32_e32 vcc, v2, v3 // 0207b27c
v_cmpx_nge_f32_e64 s[10:11], v2, v3 // v_cmpx_nge_f32_e64 s[10:11], v2, v3 // 0a0059d002070200
v_cmpx_nge_f64 vcc, v[4:5], v[6:7] // v_cmpx_nge_f64_e32 vcc, v[4:5], v[6:7] // 040df27c
v_cmpx_nge_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_nge_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0079d0040d0200
v_cmpx_ngt_f16 vcc, v2, v3 // v_cmpx_ngt_f16_e32 vcc, v2, v3 // 0207767c
v_cmpx_ngt_f16_e64 s[10:11], v2, v3 // v_cmpx_ngt_f16_e64 s[10:11], v2, v3 // 0a003bd002070200
v_cmpx_ngt_f32 vcc, v2, v3 // v_cmpx_ngt_f32_e32 vcc, v2, v3 // 0207b67c
v_cmpx_ngt_f32_e64 s[10:11], v2, v3 // v_cmpx_ngt_f32_e64 s[10:11], v2, v3 // 0a005bd002070200
v_cmpx_ngt_f64 vcc, v[4:5], v[6:7] // v_cmpx_ngt_f64_e32 vcc, v[4:5], v[6:7] // 040df67c
v_cmpx_ngt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_ngt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a007bd0040d0200
v_cmpx_nle_f16 vcc, v2, v3 // v_cmpx_nle_f16_e32 vcc, v2, v3 // 0207787c
v_cmpx_nle_f16_e64 s[10:11], v2, v3 // v_cmpx_nle_f16_e64 s[10:11], v2, v3 // 0a003cd002070200
v_cmpx_nle_f32 vcc, v2, v3 // v_cmpx_nle_f32_e32 vcc, v2, v3 // 0207b87c
v_cmpx_nle_f32_e64 s[10:11], v2, v3 // v_cmpx_nle_f32_e64 s[10:11], v2, v3 // 0a005cd002070200
v_cmpx_nle_f64 vcc, v[4:5], v[6:7] // v_cmpx_nle_f64_e32 vcc, v[4:5], v[6:7] // 040df87c
v_cmpx_nle_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_nle_f64_e64 s[10:11], v[4:5], v[6:7] // 0a007cd0040d0200
v_cmpx_nlg_f16 vcc, v2, v3 // v_cmpx_nlg_f16_e32 vcc, v2, v3 // 0207747c
v_cmpx_nlg_f16_e64 s[10:11], v2, v3 // v_cmpx_nlg_f16_e64 s[10:11], v2, v3 // 0a003ad002070200
v_cmpx_nlg_f32 vcc, v2, v3 // v_cmpx_nlg_f32_e32 vcc, v2, v3 // 0207b47c
v_cmpx_nlg_f32_e64 s[10:11], v2, v3 // v_cmpx_nlg_f32_e64 s[10:11], v2, v3 // 0a005ad002070200
v_cmpx_nlg_f64 vcc, v[4:5], v[6:7] // v_cmpx_nlg_f64_e32 vcc, v[4:5], v[6:7] // 040df47c
v_cmpx_nlg_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_nlg_f64_e64 s[10:11], v[4:5], v[6:7] // 0a007ad0040d0200
v_cmpx_nlt_f16 vcc, v2, v3 // v_cmpx_nlt_f16_e32 vcc, v2, v3 // 02077c7c
v_cmpx_nlt_f16_e64 s[10:11], v2, v3 // v_cmpx_nlt_f16_e64 s[10:11], v2, v3 // 0a003ed002070200
v_cmpx_nlt_f32 vcc, v2, v3 // v_cmpx_nlt_f32_e32 vcc, v2, v3 // 0207bc7c
v_cmpx_nlt_f32_e64 s[10:11], v2, v3 // v_cmpx_nlt_f32_e64 s[10:11], v2, v3 // 0a005ed002070200
v_cmpx_nlt_f64 vcc, v[4:5], v[6:7] // v_cmpx_nlt_f64_e32 vcc, v[4:5], v[6:7] // 040dfc7c
v_cmpx_nlt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_nlt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a007ed0040d0200
v_cndmask_b32 v1, v2, v3, vcc // v_cndmask_b32_e32 v1, v2, v3, vcc // 02070200
v_cndmask_b32_dpp v1, v2, v3, vcc // ERROR
v_cndmask_b32_e64 v1, v2, v3, s[10:11] // v_cndmask_b32_e64 v1, v2, v3, s[10:11] // 010000d102072a00
v_cndmask_b32_sdwa v1, v2, v3, vcc // v_cndmask_b32_sdwa v1, v2, v3, vcc dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906020002160606
v_cvt_f16_f32 v1, v2 // v_cvt_f16_f32_e32 v1, v2 // 0215027e
v_cvt_f16_f32_dpp v1, v2 // ERROR
v_cvt_f16_f32_e64 v1, v2 // v_cvt_f16_f32_e64 v1, v2 // 01004ad102010000
v_cvt_f16_f32_sdwa v1, v2 // v_cvt_f16_f32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f914027e02160600
v_cvt_f32_f16 v1, v2 // v_cvt_f32_f16_e32 v1, v2 // 0217027e
v_cvt_f32_f16_dpp v1, v2 // ERROR
v_cvt_f32_f16_e64 v1, v2 // v_cvt_f32_f16_e64 v1, v2 // 01004bd102010000
v_cvt_f32_f16_sdwa v1, v2 // v_cvt_f32_f16_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f916027e02160600
v_lshl_add_u32 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 0100fdd102071204
v_lshl_add_u32_e64 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 0100fdd102071204
v_lshl_add_u64 v[2:3], v[4:5], v3, v[8:9] // v_lshl_add_u64 v[2:3], v[4:5], v3, v[8:9] // 020008d204072204
v_lshl_add_u64_e64 v[2:3], v[4:5], v3, v[8:9] // v_lshl_add_u64 v[2:3], v[4:5], v3, v[8:9] // 020008d204072204
v_lshl_or_b32 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 010000d202071204
v_lshl_or_b32_e64 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 010000d202071204
v_lshlrev_b16 v1, v2, v3 // v_lshlrev_b16_e32 v1, v2, v3 // 02070254
v_lshlrev_b16_dpp v1, v2, v3 // ERROR
v_lshlrev_b16_e64 v1, v2, v3 // v_lshlrev_b16_e64 v1, v2, v3 // 01002ad102070200
v_lshlrev_b16_sdwa v1, v2, v3 // v_lshlrev_b16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906025402160606
v_lshlrev_b32 v1, v2, v3 // v_lshlrev_b32_e32 v1, v2, v3 // 02070224
v_lshlrev_b32_dpp v1, v2, v3 // ERROR
v_lshlrev_b32_e64 v1, v2, v3 // v_lshlrev_b32_e64 v1, v2, v3 // 010012d102070200
v_lshlrev_b32_sdwa v1, v2, v3 // v_lshlrev_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022402160606
v_lshlrev_b64 v[2:3], v2, v[6:7] // v_lshlrev_b64 v[2:3], v2, v[6:7] // 02008fd2020d0200
v_lshlrev_b64_e64 v[2:3], v2, v[6:7] // v_lshlrev_b64 v[2:3], v2, v[6:7] // 02008fd2020d0200
v_lshrrev_b32 v1, v2, v3 // v_lshrrev_b32_e32 v1, v2, v3 // 02070220
v_lshrrev_b32_dpp v1, v2, v3 // ERROR
v_lshrrev_b32_e64 v1, v2, v3 // v_lshrrev_b32_e64 v1, v2, v3 // 010010d102070200
v_lshrrev_b32_sdwa v1, v2, v3 // v_lshrrev_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022002160606
v_mad_u64_u32 v[2:3], vcc, v2, v3, v[4:5] // v_mad_u64_u32 v[2:3], vcc, v2, v3, v[4:5] // 026ae8d102071204
v_mad_u64_u32_e64 v[2:3], s[10:11], v2, v3, v[4:5] // v_mad_u64_u32 v[2:3], s[10:11], v2, v3, v[4:5] // 020ae8d102071204
v_max3_f16 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 0100f7d102071204
v_max3_f16_e64 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 0100f7d102071204
v_max3_f32 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 0100d3d102071204
v_max3_f32_e64 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 0100d3d102071204
v_max3_i16 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 0100f8d102071204
v_max3_i16_e64 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 0100f8d102071204
v_max3_i32 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 0100d4d102071204
v_max3_i32_e64 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 0100d4d102071204
v_max3_u16 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 0100f9d102071204
v_max3_u16_e64 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 0100f9d102071204
v_max3_u32 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 0100d5d102071204
v_max3_u32_e64 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 0100d5d102071204
v_max_f16 v1, v2, v3 // v_max_f16_e32 v1, v2, v3 // 0207025a
v_max_f16_dpp v1, v2, v3 // ERROR
v_max_f16_e64 v1, v2, v3 // v_max_f16_e64 v1, v2, v3 // 01002dd102070200
v_max_f16_sdwa v1, v2, v3 // v_max_f16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906025a02160606
v_max_f32 v1, v2, v3 // v_max_f32_e32 v1, v2, v3 // 02070216
v_max_f32_dpp v1, v2, v3 // ERROR
v_max_f32_e64 v1, v2, v3 // v_max_f32_e64 v1, v2, v3 // 01000bd102070200
v_max_f32_sdwa v1, v2, v3 // v_max_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021602160606
v_max_f64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020083d2040d0200
v_max_f64_e64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020083d2040d0200
v_max_i16 v1, v2, v3 // v_max_i16_e32 v1, v2, v3 // 02070260
v_max_i16_dpp v1, v2, v3 // ERROR
v_max_i16_e64 v1, v2, v3 // v_max_i16_e64 v1, v2, v3 // 010030d102070200
v_max_i16_sdwa v1, v2, v3 // v_max_i16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906026002160606
v_max_i32 v1, v2, v3 // v_max_i32_e32 v1, v2, v3 // 0207021a
v_max_i32_dpp v1, v2, v3 // ERROR
v_max_i32_e64 v1, v2, v3 // v_max_i32_e64 v1, v2, v3 // 01000dd102070200
v_max_i32_sdwa v1, v2, v3 // v_max_i32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021a02160606
v_max_u16 v1, v2, v3 // v_max_u16_e32 v1, v2, v3 // 0207025e
v_max_u16_dpp v1, v2, v3 // ERROR
v_max_u16_e64 v1, v2, v3 // v_max_u16_e64 v1, v2, v3 // 01002fd102070200
v_max_u16_sdwa v1, v2, v3 // v_max_u16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906025e02160606
v_max_u32 v1, v2, v3 // v_max_u32_e32 v1, v2, v3 // 0207021e
v_max_u32_dpp v1, v2, v3 // ERROR
v_max_u32_e64 v1, v2, v3 // v_max_u32_e64 v1, v2, v3 // 01000fd102070200
v_max_u32_sdwa v1, v2, v3 // v_max_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021e02160606
v_med3_f16 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 0100fad102071204
v_med3_f16_e64 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 0100fad102071204
v_med3_f32 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 0100d6d102071204
v_med3_f32_e64 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 0100d6d102071204
v_med3_i16 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 0100fbd102071204
v_med3_i16_e64 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 0100fbd102071204
v_med3_i32 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 0100d7d102071204
v_med3_i32_e64 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 0100d7d102071204
v_med3_u16 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 0100fcd102071204
v_med3_u16_e64 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 0100fcd102071204
v_med3_u32 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 0100d8d102071204
v_med3_u32_e64 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 0100d8d102071204
v_min3_f16 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 0100f4d102071204
v_min3_f16_e64 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 0100f4d102071204
v_min3_f32 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 0100d0d102071204
v_min3_f32_e64 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 0100d0d102071204
v_min3_i16 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 0100f5d102071204
v_min3_i16_e64 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 0100f5d102071204
v_min3_i32 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 0100d1d102071204
v_min3_i32_e64 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 0100d1d102071204
v_min3_u16 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 0100f6d102071204
v_min3_u16_e64 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 0100f6d102071204
v_min3_u32 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 0100d2d102071204
v_min3_u32_e64 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 0100d2d102071204
v_min_f16 v1, v2, v3 // v_min_f16_e32 v1, v2, v3 // 0207025c
v_min_f16_dpp v1, v2, v3 // ERROR
v_min_f16_e64 v1, v2, v3 // v_min_f16_e64 v1, v2, v3 // 01002ed102070200
v_min_f16_sdwa v1, v2, v3 // v_min_f16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906025c02160606
v_min_f32 v1, v2, v3 // v_min_f32_e32 v1, v2, v3 // 02070214
v_min_f32_dpp v1, v2, v3 // ERROR
v_min_f32_e64 v1, v2, v3 // v_min_f32_e64 v1, v2, v3 // 01000ad102070200
v_min_f32_sdwa v1, v2, v3 // v_min_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021402160606
v_min_f64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020082d2040d0200
v_min_f64_e64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020082d2040d0200
v_min_i16 v1, v2, v3 // v_min_i16_e32 v1, v2, v3 // 02070264
v_min_i16_dpp v1, v2, v3 // ERROR
v_min_i16_e64 v1, v2, v3 // v_min_i16_e64 v1, v2, v3 // 010032d102070200
v_min_i16_sdwa v1, v2, v3 // v_min_i16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906026402160606
v_min_i32 v1, v2, v3 // v_min_i32_e32 v1, v2, v3 // 02070218
v_min_i32_dpp v1, v2, v3 // ERROR
v_min_i32_e64 v1, v2, v3 // v_min_i32_e64 v1, v2, v3 // 01000cd102070200
v_min_i32_sdwa v1, v2, v3 // v_min_i32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021802160606
v_min_u16 v1, v2, v3 // v_min_u16_e32 v1, v2, v3 // 02070262
v_min_u16_dpp v1, v2, v3 // ERROR
v_min_u16_e64 v1, v2, v3 // v_min_u16_e64 v1, v2, v3 // 010031d102070200
v_min_u16_sdwa v1, v2, v3 // v_min_u16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906026202160606
v_min_u32 v1, v2, v3 // v_min_u32_e32 v1, v2, v3 // 0207021c
v_min_u32_dpp v1, v2, v3 // ERROR
v_min_u32_e64 v1, v2, v3 // v_min_u32_e64 v1, v2, v3 // 01000ed102070200
v_min_u32_sdwa v1, v2, v3 // v_min_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021c02160606
v_mov_b32 v1, v2 // v_mov_b32_e32 v1, v2 // 0203027e
v_mov_b32_dpp v1, v2 // ERROR
v_mov_b32_e64 v1, v2 // v_mov_b32_e64 v1, v2 // 010041d102010000
v_mov_b32_sdwa v1, v2 // v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f902027e02160600
v_mov_b64 v[2:3], v[4:5] // v_mov_b64_e32 v[2:3], v[4:5] // 0471047e
v_mov_b64_e64 v[2:3], v[4:5] // v_mov_b64_e64 v[2:3], v[4:5] // 020078d104010000
v_mul_hi_i32_i24 v1, v2, v3 // v_mul_hi_i32_i24_e32 v1, v2, v3 // 0207020e
v_mul_hi_i32_i24_dpp v1, v2, v3 // ERROR
v_mul_hi_i32_i24_e64 v1, v2, v3 // v_mul_hi_i32_i24_e64 v1, v2, v3 // 010007d102070200
v_mul_hi_i32_i24_sdwa v1, v2, v3 // v_mul_hi_i32_i24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906020e02160606
v_mul_hi_u32_u24 v1, v2, v3 // v_mul_hi_u32_u24_e32 v1, v2, v3 // 02070212
v_mul_hi_u32_u24_dpp v1, v2, v3 // ERROR
v_mul_hi_u32_u24_e64 v1, v2, v3 // v_mul_hi_u32_u24_e64 v1, v2, v3 // 010009d102070200
v_mul_hi_u32_u24_sdwa v1, v2, v3 // v_mul_hi_u32_u24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021202160606
v_mul_i32_i24 v1, v2, v3 // v_mul_i32_i24_e32 v1, v2, v3 // 0207020c
v_mul_i32_i24_dpp v1, v2, v3 // ERROR
v_mul_i32_i24_e64 v1, v2, v3 // v_mul_i32_i24_e64 v1, v2, v3 // 010006d102070200
v_mul_i32_i24_sdwa v1, v2, v3 // v_mul_i32_i24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906020c02160606
v_mul_lo_u32 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 010085d202070200
v_mul_lo_u32_e64 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 010085d202070200
v_mul_u32_u24 v1, v2, v3 // v_mul_u32_u24_e32 v1, v2, v3 // 02070210
v_mul_u32_u24_dpp v1, v2, v3 // ERROR
v_mul_u32_u24_e64 v1, v2, v3 // v_mul_u32_u24_e64 v1, v2, v3 // 010008d102070200
v_mul_u32_u24_sdwa v1, v2, v3 // v_mul_u32_u24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021002160606
v_nop // v_nop // 0000007e
v_nop_e64 // v_nop // 000040d100000000
v_not_b32 v1, v2 // v_not_b32_e32 v1, v2 // 0257027e
v_not_b32_dpp v1, v2 // ERROR
v_not_b32_e64 v1, v2 // v_not_b32_e64 v1, v2 // 01006bd102010000
v_not_b32_sdwa v1, v2 // v_not_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f956027e02160600
v_or3_b32 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010002d202071204
v_or3_b32_e64 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010002d202071204
v_or_b32 v1, v2, v3 // v_or_b32_e32 v1, v2, v3 // 02070228
v_or_b32_dpp v1, v2, v3 // ERROR
v_or_b32_e64 v1, v2, v3 // v_or_b32_e64 v1, v2, v3 // 010014d102070200
v_or_b32_sdwa v1, v2, v3 // v_or_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022802160606
v_pack_b32_f16 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 0100a0d202070200
v_pack_b32_f16_e64 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 0100a0d202070200
v_perm_b32 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 0100edd102071204
v_perm_b32_e64 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 0100edd102071204
v_pk_max_f16 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014092d302070218
v_pk_max_f16_e64 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014092d302070218
v_pk_max_i16 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014087d302070218
v_pk_max_i16_e64 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014087d302070218
v_pk_max_u16 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01408cd302070218
v_pk_max_u16_e64 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01408cd302070218
v_pk_min_f16 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014091d302070218
v_pk_min_f16_e64 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014091d302070218
v_pk_min_i16 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014088d302070218
v_pk_min_i16_e64 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014088d302070218
v_pk_min_u16 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01408dd302070218
v_pk_min_u16_e64 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01408dd302070218
v_readfirstlane_b32 s1, v2 // v_readfirstlane_b32 s1, v2 // 0205027e
v_subrev_u32 v1, v2, v3 // v_subrev_u32_e32 v1, v2, v3 // 0207026c
v_subrev_u32_dpp v1, v2, v3 // ERROR
v_subrev_u32_e64 v1, v2, v3 // v_subrev_u32_e64 v1, v2, v3 // 010036d102070200
v_subrev_u32_sdwa v1, v2, v3 // v_subrev_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906026c02160606
v_xor_b32 v1, v2, v3 // v_xor_b32_e32 v1, v2, v3 // 0207022a
v_xor_b32_dpp v1, v2, v3 // ERROR
v_xor_b32_e64 v1, v2, v3 // v_xor_b32_e64 v1, v2, v3 // 010015d102070200
v_xor_b32_sdwa v1, v2, v3 // v_xor_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022a02160606
v_max_f32 v5, -1, v2 // v_max_f32_e32 v5, -1, v2 // c1040a16
v_max_f32 v5, 0x12345678, v2 // v_max_f32_e32 v5, 0x12345678, v2 // ff040a1678563412
v_max_f32_e64 v5, -|v1|, v2 clamp mul:2 // v_max_f32_e64 v5, -|v1|, v2 clamp mul:2 // 05810bd101050228
v_max_f32_e64 v5, v1, -s2 div:2 // v_max_f32_e64 v5, v1, -s2 div:2 // 05000bd101050058
v_max_f32 v5, 0.15915494, v2 // v_max_f32_e32 v5, 0.15915494, v2 // f8040a16
v_max_f32 v5, 0.1, v2 // v_max_f32_e32 v5, 0x3dcccccd, v2 // ff040a16cdcccc3d
v_max_f32 v5, m0, v2 // v_max_f32_e32 v5, m0, v2 // 7c040a16
v_max_f32 v5, exec_hi, v2 // v_max_f32_e32 v5, exec_hi, v2 // 7f040a16
v_max_f32 v5, src_shared_base, v2 // v_max_f32_e32 v5, src_shared_base, v2 // eb040a16
v_max_f32 v5, ttmp15, v2 // v_max_f32_e32 v5, ttmp15, v2 // 7b040a16
v_max_f32 v255, v255, v255 // v_max_f32_e32 v255, v255, v255 // ffffff17
v_max_f16 v5, 1.5, v2 // v_max_f16_e32 v5, 0x3e00, v2 // ff040a5a003e0000
v_max_f16 v5, 0x3118, v2 // v_max_f16_e32 v5, 0.15915494, v2 // f8040a5a
v_max_f16 v5, -17, v2 // v_max_f16_e32 v5, 0xffef, v2 // ff040a5aefff0000
v_max_f64 v[4:5], 2.0, v[2:3] // v_max_f64 v[4:5], 2.0, v[2:3] // 040083d2f4040200
v_max_f64 v[4:5], 0x3fc45f30, v[2:3] // ERROR
v_max_f64 v[4:5], s[2:3], vcc // ERROR
v_max3_f16 v5, -v1, v2, v3 op_sel:[1,0,0,1] clamp mul:2 // v_max3_f16 v5, -v1, v2, v3 op_sel:[1,0,0,1] clamp mul:2 // 05c8f7d101050e2c
v_pk_max_f16 v5, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp // v_pk_max_f16 v5, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp // 05ca92d301050230
v_pk_max_f16 v5, 1.0, v2 op_sel_hi:[1,0] // v_pk_max_f16 v5, 1.0, v2 op_sel_hi:[1,0] // 054092d3f2040208
v_pk_max_i16 v5, 0x10001, v2 // ERROR
v_cmp_o_f32 vcc, v1, v2 // v_cmp_o_f32_e32 vcc, v1, v2 // 01058e7c
v_cmp_u_f32 vcc, s1, v2 // v_cmp_u_f32_e32 vcc, s1, v2 // 0104907c
v_cmp_class_f32 vcc, v1, 3 // v_cmp_class_f32_e64 vcc, v1, 3 // 6a0010d001070100
v_cndmask_b32 v0, v1, v2, vcc // v_cndmask_b32_e32 v0, v1, v2, vcc // 01050000
v_cndmask_b32 v0, 0x7fc00000, v2, vcc // ERROR
v_mov_b32 v3, 0x7fc00000 // v_mov_b32_e32 v3, 0x7fc00000 // ff02067e0000c07f
v_mov_b32 v3, s5 // v_mov_b32_e32 v3, s5 // 0502067e
s_nop 1 // s_nop 1 // 010080bf
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 70008cbf
s_waitcnt lgkmcnt(0) // s_waitcnt lgkmcnt(0) // 7fc08cbf
s_endpgm // s_endpgm // 000081bf
s_branch -1 // s_branch -1 // ffff82bf // DIS: s_branch 65535
s_cbranch_execz 65535 // s_cbranch_execz 65535 // ffff88bf
s_movk_i32 m0, -2 // s_movk_i32 m0, 0xfffe // feff7cb0
global_store_dword v0, v1, s[0:1] offset:16 sc0 sc1 // global_store_dword v0, v1, s[0:1] offset:16 sc0 sc1 // 108071de00010000
global_load_dword v1, v[2:3], off sc0 nt sc1 // global_load_dword v1, v[2:3], off sc0 nt sc1 // 008053de02007f01
global_load_dword v1, v[2:3], off nt // global_load_dword v1, v[2:3], off nt // 008052dc02007f01
v_max_f32_e64 v0, s1, s2 // ERROR
v_max3_f32 v0, s1, s2, s3 // ERROR
v_max3_f32 v0, 0x12345678, v1, v2 // ERROR
v_max_f64 v[1:2], v[2:3], v[4:5] // ERROR
v_maximum_f32 v0, v1, v2 // ERROR
v_maximum3_f32 v0, v1, v2, v3 // ERROR
v_max_f32_e32 v5, v2, s3 // ERROR
v_max_f32 v5, null, v2 // ERROR
v_max_f32 v5, s102, v2 // ERROR
v_nop_e32 // v_nop // 0000007e
v_nop v1 // ERROR
v_nop 0 // ERROR
v_nop clamp // ERROR
v_nop_e64 clamp // ERROR
v_nop_e64 mul:2 // ERROR
v_nop_e64_dpp quad_perm:[0,1,2,3] // ERROR
global_load_dword v1, v0, s[0:1] offset:16 // global_load_dword v1, v0, s[0:1] offset:16 // 108050dc00000001
global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // 108054dc00000002
global_load_dwordx3 v[2:4], v0, s[0:1] offset:16 // global_load_dwordx3 v[2:4], v0, s[0:1] offset:16 // 108058dc00000002
global_load_dwordx4 v[2:5], v0, s[0:1] offset:16 // global_load_dwordx4 v[2:5], v0, s[0:1] offset:16 // 10805cdc00000002
global_load_ushort v1, v0, s[0:1] offset:16 // global_load_ushort v1, v0, s[0:1] offset:16 // 108048dc00000001
global_store_dword v0, v1, s[0:1] offset:16 // global_store_dword v0, v1, s[0:1] offset:16 // 108070dc00010000
global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // 108074dc00020000
global_store_dwordx3 v0, v[2:4], s[0:1] offset:16 // global_store_dwordx3 v0, v[2:4], s[0:1] offset:16 // 108078dc00020000
global_store_dwordx4 v0, v[2:5], s[0:1] offset:16 // global_store_dwordx4 v0, v[2:5], s[0:1] offset:16 // 10807cdc00020000
global_store_short v0, v1, s[0:1] offset:16 // global_store_short v0, v1, s[0:1] offset:16 // 108068dc00010000
s_add_i32 s2, s3, s4 // s_add_i32 s2, s3, s4 // 03040281
s_add_u32 s2, s3, s4 // s_add_u32 s2, s3, s4 // 03040280
s_addc_u32 s2, s3, s4 // s_addc_u32 s2, s3, s4 // 03040282
s_addk_i32 s5, 0x7fff // s_addk_i32 s5, 0x7fff // ff7f05b7
s_and_b32 s2, s3, s4 // s_and_b32 s2, s3, s4 // 03040286
s_and_b64 s[4:5], s[6:7], s[8:9] // s_and_b64 s[4:5], s[6:7], s[8:9] // 06088486
s_and_saveexec_b64 s[4:5], s[6:7] // s_and_saveexec_b64 s[4:5], s[6:7] // 062084be
s_andn2_b32 s2, s3, s4 // s_andn2_b32 s2, s3, s4 // 03040289
s_andn2_b64 s[4:5], s[6:7], s[8:9] // s_andn2_b64 s[4:5], s[6:7], s[8:9] // 06088489
s_andn2_saveexec_b64 s[4:5], s[6:7] // s_andn2_saveexec_b64 s[4:5], s[6:7] // 062384be
s_bitcmp0_b32 s3, s4 // s_bitcmp0_b32 s3, s4 // 03040cbf
s_bitcmp1_b32 s3, s4 // s_bitcmp1_b32 s3, s4 // 03040dbf
s_branch 3 // s_branch 3 // 030082bf
s_brev_b32 s2, s3 // s_brev_b32 s2, s3 // 030882be
s_cbranch_execnz 3 // s_cbranch_execnz 3 // 030089bf
s_cbranch_execz 3 // s_cbranch_execz 3 // 030088bf
s_cbranch_scc0 3 // s_cbranch_scc0 3 // 030084bf
s_cbranch_scc1 3 // s_cbranch_scc1 3 // 030085bf
s_cbranch_vccnz 3 // s_cbranch_vccnz 3 // 030087bf
s_cbranch_vccz 3 // s_cbranch_vccz 3 // 030086bf
s_cmp_eq_u32 s3, s4 // s_cmp_eq_u32 s3, s4 // 030406bf
s_cmp_eq_u64 s[6:7], s[8:9] // s_cmp_eq_u64 s[6:7], s[8:9] // 060812bf
s_cmp_lg_u32 s3, s4 // s_cmp_lg_u32 s3, s4 // 030407bf
s_cmpk_eq_i32 s5, 0x7fff // s_cmpk_eq_i32 s5, 0x7fff // ff7f05b1
s_cmpk_eq_u32 s5, 0x7fff // s_cmpk_eq_u32 s5, 0x7fff // ff7f05b4
s_cmpk_ge_i32 s5, 0x7fff // s_cmpk_ge_i32 s5, 0x7fff // ff7f85b2
s_cmpk_ge_u32 s5, 0x7fff // s_cmpk_ge_u32 s5, 0x7fff // ff7f85b5
s_cmpk_gt_i32 s5, 0x7fff // s_cmpk_gt_i32 s5, 0x7fff // ff7f05b2
s_cmpk_gt_u32 s5, 0x7fff // s_cmpk_gt_u32 s5, 0x7fff // ff7f05b5
s_cmpk_le_i32 s5, 0x7fff // s_cmpk_le_i32 s5, 0x7fff // ff7f85b3
s_cmpk_le_u32 s5, 0x7fff // s_cmpk_le_u32 s5, 0x7fff // ff7f85b6
s_cmpk_lg_i32 s5, 0x7fff // s_cmpk_lg_i32 s5, 0x7fff // ff7f85b1
s_cmpk_lg_u32 s5, 0x7fff // s_cmpk_lg_u32 s5, 0x7fff // ff7f85b4
s_cmpk_lt_i32 s5, 0x7fff // s_cmpk_lt_i32 s5, 0x7fff // ff7f05b3
s_cmpk_lt_u32 s5, 0x7fff // s_cmpk_lt_u32 s5, 0x7fff // ff7f05b6
s_cselect_b32 s2, s3, s4 // s_cselect_b32 s2, s3, s4 // 03040285
s_cselect_b64 s[4:5], s[6:7], s[8:9] // s_cselect_b64 s[4:5], s[6:7], s[8:9] // 06088485
s_endpgm // s_endpgm // 000081bf
s_getpc_b64 s[4:5] // s_getpc_b64 s[4:5] // 001c84be
s_load_dword s0, s[4:5], 0x10 // s_load_dword s0, s[4:5], 0x10 // 020002c010000000
s_load_dwordx16 s[0:15], s[4:5], 0x10 // s_load_dwordx16 s[0:15], s[4:5], 0x10 // 020012c010000000
s_load_dwordx2 s[0:1], s[4:5], 0x10 // s_load_dwordx2 s[0:1], s[4:5], 0x10 // 020006c010000000
s_load_dwordx4 s[0:3], s[4:5], 0x10 // s_load_dwordx4 s[0:3], s[4:5], 0x10 // 02000ac010000000
s_load_dwordx8 s[0:7], s[4:5], 0x10 // s_load_dwordx8 s[0:7], s[4:5], 0x10 // 02000ec010000000
s_lshl_b32 s2, s3, s4 // s_lshl_b32 s2, s3, s4 // 0304028e
s_lshl_b64 s[4:5], s[6:7], s4 // s_lshl_b64 s[4:5], s[6:7], s4 // 0604848e
s_lshr_b32 s2, s3, s4 // s_lshr_b32 s2, s3, s4 // 0304028f
s_max_i32 s2, s3, s4 // s_max_i32 s2, s3, s4 // 03040284
s_max_u32 s2, s3, s4 // s_max_u32 s2, s3, s4 // 03048284
s_min_i32 s2, s3, s4 // s_min_i32 s2, s3, s4 // 03040283
s_min_u32 s2, s3, s4 // s_min_u32 s2, s3, s4 // 03048283
s_mov_b32 s2, s3 // s_mov_b32 s2, s3 // 030082be
s_mov_b64 s[4:5], s[6:7] // s_mov_b64 s[4:5], s[6:7] // 060184be
s_movk_i32 s5, 0x7fff // s_movk_i32 s5, 0x7fff // ff7f05b0
s_mul_hi_u32 s2, s3, s4 // s_mul_hi_u32 s2, s3, s4 // 03040296
s_mul_i32 s2, s3, s4 // s_mul_i32 s2, s3, s4 // 03040292
s_mulk_i32 s5, 0x7fff // s_mulk_i32 s5, 0x7fff // ff7f85b7
s_nop 1 // s_nop 1 // 010080bf
s_or_b32 s2, s3, s4 // s_or_b32 s2, s3, s4 // 03040287
s_or_b64 s[4:5], s[6:7], s[8:9] // s_or_b64 s[4:5], s[6:7], s[8:9] // 06088487
s_or_saveexec_b64 s[4:5], s[6:7] // s_or_saveexec_b64 s[4:5], s[6:7] // 062184be
s_pack_hh_b32_b16 s2, s3, s4 // s_pack_hh_b32_b16 s2, s3, s4 // 0304029a
s_pack_lh_b32_b16 s2, s3, s4 // s_pack_lh_b32_b16 s2, s3, s4 // 03048299
s_pack_ll_b32_b16 s2, s3, s4 // s_pack_ll_b32_b16 s2, s3, s4 // 03040299
s_sendmsg sendmsg(MSG_INTERRUPT) // s_sendmsg sendmsg(MSG_INTERRUPT) // 010090bf
s_setpc_b64 s[6:7] // s_setpc_b64 s[6:7] // 061d80be
s_sext_i32_i16 s2, s3 // s_sext_i32_i16 s2, s3 // 031782be
s_sext_i32_i8 s2, s3 // s_sext_i32_i8 s2, s3 // 031682be
s_swappc_b64 s[4:5], s[6:7] // s_swappc_b64 s[4:5], s[6:7] // 061e84be
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 70008cbf
s_xor_b32 s2, s3, s4 // s_xor_b32 s2, s3, s4 // 03040288
s_xor_b64 s[4:5], s[6:7], s[8:9] // s_xor_b64 s[4:5], s[6:7], s[8:9] // 06088488
s_xor_saveexec_b64 s[4:5], s[6:7] // s_xor_saveexec_b64 s[4:5], s[6:7] // 062284be
v_add3_u32 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 0100ffd102071204
v_add3_u32_e64 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 0100ffd102071204
v_add_co_u32 v1, vcc, v2, v3 // v_add_co_u32_e32 v1, vcc, v2, v3 // 02070232
v_add_co_u32_e64 v1, s[10:11], v2, v3 // v_add_co_u32_e64 v1, s[10:11], v2, v3 // 010a19d102070200
v_add_lshl_u32 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 0100fed102071204
v_add_lshl_u32_e64 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 0100fed102071204
v_add_u32 v1, v2, v3 // v_add_u32_e32 v1, v2, v3 // 02070268
v_add_u32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_add_u32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06026802e400ff
v_add_u32_e64 v1, v2, v3 // v_add_u32_e64 v1, v2, v3 // 010034d102070200
v_add_u32_sdwa v1, v2, v3 // v_add_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906026802160606
v_addc_co_u32 v1, vcc, v2, v3, vcc // v_addc_co_u32_e32 v1, vcc, v2, v3, vcc // 02070238
v_addc_co_u32_e64 v1, s[10:11], v2, v3, s[10:11] // v_addc_co_u32_e64 v1, s[10:11], v2, v3, s[10:11] // 010a1cd102072a00
v_and_b32 v1, v2, v3 // v_and_b32_e32 v1, v2, v3 // 02070226
v_and_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_and_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06022602e400ff
v_and_b32_e64 v1, v2, v3 // v_and_b32_e64 v1, v2, v3 // 010013d102070200
v_and_b32_sdwa v1, v2, v3 // v_and_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022602160606
v_and_or_b32 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010001d202071204
v_and_or_b32_e64 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010001d202071204
v_bfe_u32 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 0100c8d102071204
v_bfe_u32_e64 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 0100c8d102071204
v_bfi_b32 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 0100cad102071204
v_bfi_b32_e64 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 0100cad102071204
v_bfrev_b32 v1, v2 // v_bfrev_b32_e32 v1, v2 // 0259027e
v_bfrev_b32_dpp v1, v2 row_shl:1 // v_bfrev_b32_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf // fa58027e020101ff
v_bfrev_b32_e64 v1, v2 // v_bfrev_b32_e64 v1, v2 // 01006cd102010000
v_bfrev_b32_sdwa v1, v2 // v_bfrev_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f958027e02160600
v_cmp_class_f16 vcc, v2, v3 // v_cmp_class_f16_e32 vcc, v2, v3 // 0207287c
v_cmp_class_f16_e64 s[10:11], v2, v3 // v_cmp_class_f16_e64 s[10:11], v2, v3 // 0a0014d002070200
v_cmp_class_f16_sdwa vcc, v2, v3 // v_cmp_class_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906287c02000606
v_cmp_class_f32 vcc, v2, v3 // v_cmp_class_f32_e32 vcc, v2, v3 // 0207207c
v_cmp_class_f32_e64 s[10:11], v2, v3 // v_cmp_class_f32_e64 s[10:11], v2, v3 // 0a0010d002070200
v_cmp_class_f32_sdwa vcc, v2, v3 // v_cmp_class_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906207c02000606
v_cmp_class_f64 vcc, v[4:5], v3 // v_cmp_class_f64_e32 vcc, v[4:5], v3 // 0407247c
v_cmp_class_f64_e64 s[10:11], v[4:5], v3 // v_cmp_class_f64_e64 s[10:11], v[4:5], v3 // 0a0012d004070200
v_cmp_eq_f16 vcc, v2, v3 // v_cmp_eq_f16_e32 vcc, v2, v3 // 0207447c
v_cmp_eq_f16_e64 s[10:11], v2, v3 // v_cmp_eq_f16_e64 s[10:11], v2, v3 // 0a0022d002070200
v_cmp_eq_f16_sdwa vcc, v2, v3 // v_cmp_eq_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906447c02000606
v_cmp_eq_f32 vcc, v2, v3 // v_cmp_eq_f32_e32 vcc, v2, v3 // 0207847c
v_cmp_eq_f32_e64 s[10:11], v2, v3 // v_cmp_eq_f32_e64 s[10:11], v2, v3 // 0a0042d002070200
v_cmp_eq_f32_sdwa vcc, v2, v3 // v_cmp_eq_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906847c02000606
v_cmp_eq_f64 vcc, v[4:5], v[6:7] // v_cmp_eq_f64_e32 vcc, v[4:5], v[6:7] // 040dc47c
v_cmp_eq_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_eq_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0062d0040d0200
v_cmp_eq_i32 vcc, v2, v3 // v_cmp_eq_i32_e32 vcc, v2, v3 // 0207847d
v_cmp_eq_i32_e64 s[10:11], v2, v3 // v_cmp_eq_i32_e64 s[10:11], v2, v3 // 0a00c2d002070200
v_cmp_eq_i32_sdwa vcc, v2, v3 // v_cmp_eq_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906847d02000606
v_cmp_eq_u16 vcc, v2, v3 // v_cmp_eq_u16_e32 vcc, v2, v3 // 0207547d
v_cmp_eq_u16_e64 s[10:11], v2, v3 // v_cmp_eq_u16_e64 s[10:11], v2, v3 // 0a00aad002070200
v_cmp_eq_u16_sdwa vcc, v2, v3 // v_cmp_eq_u16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906547d02000606
v_cmp_eq_u32 vcc, v2, v3 // v_cmp_eq_u32_e32 vcc, v2, v3 // 0207947d
v_cmp_eq_u32_e64 s[10:11], v2, v3 // v_cmp_eq_u32_e64 s[10:11], v2, v3 // 0a00cad002070200
v_cmp_eq_u32_sdwa vcc, v2, v3 // v_cmp_eq_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906947d02000606
v_cmp_eq_u64 vcc, v[4:5], v[6:7] // v_cmp_eq_u64_e32 vcc, v[4:5], v[6:7] // 040dd47d
v_cmp_eq_u64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_eq_u64_e64 s[10:11], v[4:5], v[6:7] // 0a00ead0040d0200
v_cmp_f_f16 vcc, v2, v3 // v_cmp_f_f16_e32 vcc, v2, v3 // 0207407c
v_cmp_f_f16_e64 s[10:11], v2, v3 // v_cmp_f_f16_e64 s[10:11], v2, v3 // 0a0020d002070200
v_cmp_f_f16_sdwa vcc, v2, v3 // v_cmp_f_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906407c02000606
v_cmp_f_f32 vcc, v2, v3 // v_cmp_f_f32_e32 vcc, v2, v3 // 0207807c
v_cmp_f_f32_e64 s[10:11], v2, v3 // v_cmp_f_f32_e64 s[10:11], v2, v3 // 0a0040d002070200
v_cmp_f_f32_sdwa vcc, v2, v3 // v_cmp_f_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906807c02000606
v_cmp_f_f64 vcc, v[4:5], v[6:7] // v_cmp_f_f64_e32 vcc, v[4:5], v[6:7] // 040dc07c
v_cmp_f_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_f_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0060d0040d0200
v_cmp_ge_f16 vcc, v2, v3 // v_cmp_ge_f16_e32 vcc, v2, v3 // 02074c7c
v_cmp_ge_f16_e64 s[10:11], v2, v3 // v_cmp_ge_f16_e64 s[10:11], v2, v3 // 0a0026d002070200
v_cmp_ge_f16_sdwa vcc, v2, v3 // v_cmp_ge_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9064c7c02000606
v_cmp_ge_f32 vcc, v2, v3 // v_cmp_ge_f32_e32 vcc, v2, v3 // 02078c7c
v_cmp_ge_f32_e64 s[10:11], v2, v3 // v_cmp_ge_f32_e64 s[10:11], v2, v3 // 0a0046d002070200
v_cmp_ge_f32_sdwa vcc, v2, v3 // v_cmp_ge_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068c7c02000606
v_cmp_ge_f64 vcc, v[4:5], v[6:7] // v_cmp_ge_f64_e32 vcc, v[4:5], v[6:7] // 040dcc7c
v_cmp_ge_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_ge_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0066d0040d0200
v_cmp_ge_i32 vcc, v2, v3 // v_cmp_ge_i32_e32 vcc, v2, v3 // 02078c7d
v_cmp_ge_i32_e64 s[10:11], v2, v3 // v_cmp_ge_i32_e64 s[10:11], v2, v3 // 0a00c6d002070200
v_cmp_ge_i32_sdwa vcc, v2, v3 // v_cmp_ge_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068c7d02000606
v_cmp_ge_u32 vcc, v2, v3 // v_cmp_ge_u32_e32 vcc, v2, v3 // 02079c7d
v_cmp_ge_u32_e64 s[10:11], v2, v3 // v_cmp_ge_u32_e64 s[10:11], v2, v3 // 0a00ced002070200
v_cmp_ge_u32_sdwa vcc, v2, v3 // v_cmp_ge_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069c7d02000606
v_cmp_gt_f16 vcc, v2, v3 // v_cmp_gt_f16_e32 vcc, v2, v3 // 0207487c
v_cmp_gt_f16_e64 s[10:11], v2, v3 // v_cmp_gt_f16_e64 s[10:11], v2, v3 // 0a0024d002070200
v_cmp_gt_f16_sdwa vcc, v2, v3 // v_cmp_gt_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906487c02000606
v_cmp_gt_f32 vcc, v2, v3 // v_cmp_gt_f32_e32 vcc, v2, v3 // 0207887c
v_cmp_gt_f32_e64 s[10:11], v2, v3 // v_cmp_gt_f32_e64 s[10:11], v2, v3 // 0a0044d002070200
v_cmp_gt_f32_sdwa vcc, v2, v3 // v_cmp_gt_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906887c02000606
v_cmp_gt_f64 vcc, v[4:5], v[6:7] // v_cmp_gt_f64_e32 vcc, v[4:5], v[6:7] // 040dc87c
v_cmp_gt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_gt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0064d0040d0200
v_cmp_gt_i16 vcc, v2, v3 // v_cmp_gt_i16_e32 vcc, v2, v3 // 0207487d
v_cmp_gt_i16_e64 s[10:11], v2, v3 // v_cmp_gt_i16_e64 s[10:11], v2, v3 // 0a00a4d002070200
v_cmp_gt_i16_sdwa vcc, v2, v3 // v_cmp_gt_i16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906487d02000606
v_cmp_gt_i32 vcc, v2, v3 // v_cmp_gt_i32_e32 vcc, v2, v3 // 0207887d
v_cmp_gt_i32_e64 s[10:11], v2, v3 // v_cmp_gt_i32_e64 s[10:11], v2, v3 // 0a00c4d002070200
v_cmp_gt_i32_sdwa vcc, v2, v3 // v_cmp_gt_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906887d02000606
v_cmp_gt_i64 vcc, v[4:5], v[6:7] // v_cmp_gt_i64_e32 vcc, v[4:5], v[6:7] // 040dc87d
v_cmp_gt_i64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_gt_i64_e64 s[10:11], v[4:5], v[6:7] // 0a00e4d0040d0200
v_cmp_gt_u32 vcc, v2, v3 // v_cmp_gt_u32_e32 vcc, v2, v3 // 0207987d
v_cmp_gt_u32_e64 s[10:11], v2, v3 // v_cmp_gt_u32_e64 s[10:11], v2, v3 // 0a00ccd002070200
v_cmp_gt_u32_sdwa vcc, v2, v3 // v_cmp_gt_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906987d02000606
v_cmp_gt_u64 vcc, v[4:5], v[6:7] // v_cmp_gt_u64_e32 vcc, v[4:5], v[6:7] // 040dd87d
v_cmp_gt_u64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_gt_u64_e64 s[10:11], v[4:5], v[6:7] // 0a00ecd0040d0200
v_cmp_le_f16 vcc, v2, v3 // v_cmp_le_f16_e32 vcc, v2, v3 // 0207467c
v_cmp_le_f16_e64 s[10:11], v2, v3 // v_cmp_le_f16_e64 s[10:11], v2, v3 // 0a0023d002070200
v_cmp_le_f16_sdwa vcc, v2, v3 // v_cmp_le_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906467c02000606
v_cmp_le_f32 vcc, v2, v3 // v_cmp_le_f32_e32 vcc, v2, v3 // 0207867c
v_cmp_le_f32_e64 s[10:11], v2, v3 // v_cmp_le_f32_e64 s[10:11], v2, v3 // 0a0043d002070200
v_cmp_le_f32_sdwa vcc, v2, v3 // v_cmp_le_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906867c02000606
v_cmp_le_f64 vcc, v[4:5], v[6:7] // v_cmp_le_f64_e32 vcc, v[4:5], v[6:7] // 040dc67c
v_cmp_le_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_le_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0063d0040d0200
v_cmp_le_i32 vcc, v2, v3 // v_cmp_le_i32_e32 vcc, v2, v3 // 0207867d
v_cmp_le_i32_e64 s[10:11], v2, v3 // v_cmp_le_i32_e64 s[10:11], v2, v3 // 0a00c3d002070200
v_cmp_le_i32_sdwa vcc, v2, v3 // v_cmp_le_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906867d02000606
v_cmp_le_u32 vcc, v2, v3 // v_cmp_le_u32_e32 vcc, v2, v3 // 0207967d
v_cmp_le_u32_e64 s[10:11], v2, v3 // v_cmp_le_u32_e64 s[10:11], v2, v3 // 0a00cbd002070200
v_cmp_le_u32_sdwa vcc, v2, v3 // v_cmp_le_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906967d02000606
v_cmp_lg_f16 vcc, v2, v3 // v_cmp_lg_f16_e32 vcc, v2, v3 // 02074a7c
v_cmp_lg_f16_e64 s[10:11], v2, v3 // v_cmp_lg_f16_e64 s[10:11], v2, v3 // 0a0025d002070200
v_cmp_lg_f16_sdwa vcc, v2, v3 // v_cmp_lg_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9064a7c02000606
v_cmp_lg_f32 vcc, v2, v3 // v_cmp_lg_f32_e32 vcc, v2, v3 // 02078a7c
v_cmp_lg_f32_e64 s[10:11], v2, v3 // v_cmp_lg_f32_e64 s[10:11], v2, v3 // 0a0045d002070200
v_cmp_lg_f32_sdwa vcc, v2, v3 // v_cmp_lg_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068a7c02000606
v_cmp_lg_f64 vcc, v[4:5], v[6:7] // v_cmp_lg_f64_e32 vcc, v[4:5], v[6:7] // 040dca7c
v_cmp_lg_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_lg_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0065d0040d0200
v_cmp_lt_f16 vcc, v2, v3 // v_cmp_lt_f16_e32 vcc, v2, v3 // 0207427c
v_cmp_lt_f16_e64 s[10:11], v2, v3 // v_cmp_lt_f16_e64 s[10:11], v2, v3 // 0a0021d002070200
v_cmp_lt_f16_sdwa vcc, v2, v3 // v_cmp_lt_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906427c02000606
v_cmp_lt_f32 vcc, v2, v3 // v_cmp_lt_f32_e32 vcc, v2, v3 // 0207827c
v_cmp_lt_f32_e64 s[10:11], v2, v3 // v_cmp_lt_f32_e64 s[10:11], v2, v3 // 0a0041d002070200
v_cmp_lt_f32_sdwa vcc, v2, v3 // v_cmp_lt_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906827c02000606
v_cmp_lt_f64 vcc, v[4:5], v[6:7] // v_cmp_lt_f64_e32 vcc, v[4:5], v[6:7] // 040dc27c
v_cmp_lt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_lt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0061d0040d0200
v_cmp_lt_i16 vcc, v2, v3 // v_cmp_lt_i16_e32 vcc, v2, v3 // 0207427d
v_cmp_lt_i16_e64 s[10:11], v2, v3 // v_cmp_lt_i16_e64 s[10:11], v2, v3 // 0a00a1d002070200
v_cmp_lt_i16_sdwa vcc, v2, v3 // v_cmp_lt_i16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906427d02000606
v_cmp_lt_i32 vcc, v2, v3 // v_cmp_lt_i32_e32 vcc, v2, v3 // 0207827d
v_cmp_lt_i32_e64 s[10:11], v2, v3 // v_cmp_lt_i32_e64 s[10:11], v2, v3 // 0a00c1d002070200
v_cmp_lt_i32_sdwa vcc, v2, v3 // v_cmp_lt_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906827d02000606
v_cmp_lt_i64 vcc, v[4:5], v[6:7] // v_cmp_lt_i64_e32 vcc, v[4:5], v[6:7] // 040dc27d
v_cmp_lt_i64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_lt_i64_e64 s[10:11], v[4:5], v[6:7] // 0a00e1d0040d0200
v_cmp_lt_u32 vcc, v2, v3 // v_cmp_lt_u32_e32 vcc, v2, v3 // 0207927d
v_cmp_lt_u32_e64 s[10:11], v2, v3 // v_cmp_lt_u32_e64 s[10:11], v2, v3 // 0a00c9d002070200
v_cmp_lt_u32_sdwa vcc, v2, v3 // v_cmp_lt_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906927d02000606
v_cmp_lt_u64 vcc, v[4:5], v[6:7] // v_cmp_lt_u64_e32 vcc, v[4:5], v[6:7] // 040dd27d
v_cmp_lt_u64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_lt_u64_e64 s[10:11], v[4:5], v[6:7] // 0a00e9d0040d0200
v_cmp_ne_i32 vcc, v2, v3 // v_cmp_ne_i32_e32 vcc, v2, v3 // 02078a7d
v_cmp_ne_i32_e64 s[10:11], v2, v3 // v_cmp_ne_i32_e64 s[10:11], v2, v3 // 0a00c5d002070200
v_cmp_ne_i32_sdwa vcc, v2, v3 // v_cmp_ne_i32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068a7d02000606
v_cmp_ne_u32 vcc, v2, v3 // v_cmp_ne_u32_e32 vcc, v2, v3 // 02079a7d
v_cmp_ne_u32_e64 s[10:11], v2, v3 // v_cmp_ne_u32_e64 s[10:11], v2, v3 // 0a00cdd002070200
v_cmp_ne_u32_sdwa vcc, v2, v3 // v_cmp_ne_u32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069a7d02000606
v_cmp_neq_f16 vcc, v2, v3 // v_cmp_neq_f16_e32 vcc, v2, v3 // 02075a7c
v_cmp_neq_f16_e64 s[10:11], v2, v3 // v_cmp_neq_f16_e64 s[10:11], v2, v3 // 0a002dd002070200
v_cmp_neq_f16_sdwa vcc, v2, v3 // v_cmp_neq_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9065a7c02000606
v_cmp_neq_f32 vcc, v2, v3 // v_cmp_neq_f32_e32 vcc, v2, v3 // 02079a7c
v_cmp_neq_f32_e64 s[10:11], v2, v3 // v_cmp_neq_f32_e64 s[10:11], v2, v3 // 0a004dd002070200
v_cmp_neq_f32_sdwa vcc, v2, v3 // v_cmp_neq_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069a7c02000606
v_cmp_neq_f64 vcc, v[4:5], v[6:7] // v_cmp_neq_f64_e32 vcc, v[4:5], v[6:7] // 040dda7c
v_cmp_neq_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_neq_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006dd0040d0200
v_cmp_nge_f16 vcc, v2, v3 // v_cmp_nge_f16_e32 vcc, v2, v3 // 0207527c
v_cmp_nge_f16_e64 s[10:11], v2, v3 // v_cmp_nge_f16_e64 s[10:11], v2, v3 // 0a0029d002070200
v_cmp_nge_f16_sdwa vcc, v2, v3 // v_cmp_nge_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906527c02000606
v_cmp_nge_f32 vcc, v2, v3 // v_cmp_nge_f32_e32 vcc, v2, v3 // 0207927c
v_cmp_nge_f32_e64 s[10:11], v2, v3 // v_cmp_nge_f32_e64 s[10:11], v2, v3 // 0a0049d002070200
v_cmp_nge_f32_sdwa vcc, v2, v3 // v_cmp_nge_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906927c02000606
v_cmp_nge_f64 vcc, v[4:5], v[6:7] // v_cmp_nge_f64_e32 vcc, v[4:5], v[6:7] // 040dd27c
v_cmp_nge_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_nge_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0069d0040d0200
v_cmp_ngt_f16 vcc, v2, v3 // v_cmp_ngt_f16_e32 vcc, v2, v3 // 0207567c
v_cmp_ngt_f16_e64 s[10:11], v2, v3 // v_cmp_ngt_f16_e64 s[10:11], v2, v3 // 0a002bd002070200
v_cmp_ngt_f16_sdwa vcc, v2, v3 // v_cmp_ngt_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906567c02000606
v_cmp_ngt_f32 vcc, v2, v3 // v_cmp_ngt_f32_e32 vcc, v2, v3 // 0207967c
v_cmp_ngt_f32_e64 s[10:11], v2, v3 // v_cmp_ngt_f32_e64 s[10:11], v2, v3 // 0a004bd002070200
v_cmp_ngt_f32_sdwa vcc, v2, v3 // v_cmp_ngt_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906967c02000606
v_cmp_ngt_f64 vcc, v[4:5], v[6:7] // v_cmp_ngt_f64_e32 vcc, v[4:5], v[6:7] // 040dd67c
v_cmp_ngt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_ngt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006bd0040d0200
v_cmp_nle_f16 vcc, v2, v3 // v_cmp_nle_f16_e32 vcc, v2, v3 // 0207587c
v_cmp_nle_f16_e64 s[10:11], v2, v3 // v_cmp_nle_f16_e64 s[10:11], v2, v3 // 0a002cd002070200
v_cmp_nle_f16_sdwa vcc, v2, v3 // v_cmp_nle_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906587c02000606
v_cmp_nle_f32 vcc, v2, v3 // v_cmp_nle_f32_e32 vcc, v2, v3 // 0207987c
v_cmp_nle_f32_e64 s[10:11], v2, v3 // v_cmp_nle_f32_e64 s[10:11], v2, v3 // 0a004cd002070200
v_cmp_nle_f32_sdwa vcc, v2, v3 // v_cmp_nle_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906987c02000606
v_cmp_nle_f64 vcc, v[4:5], v[6:7] // v_cmp_nle_f64_e32 vcc, v[4:5], v[6:7] // 040dd87c
v_cmp_nle_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_nle_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006cd0040d0200
v_cmp_nlg_f16 vcc, v2, v3 // v_cmp_nlg_f16_e32 vcc, v2, v3 // 0207547c
v_cmp_nlg_f16_e64 s[10:11], v2, v3 // v_cmp_nlg_f16_e64 s[10:11], v2, v3 // 0a002ad002070200
v_cmp_nlg_f16_sdwa vcc, v2, v3 // v_cmp_nlg_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906547c02000606
v_cmp_nlg_f32 vcc, v2, v3 // v_cmp_nlg_f32_e32 vcc, v2, v3 // 0207947c
v_cmp_nlg_f32_e64 s[10:11], v2, v3 // v_cmp_nlg_f32_e64 s[10:11], v2, v3 // 0a004ad002070200
v_cmp_nlg_f32_sdwa vcc, v2, v3 // v_cmp_nlg_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906947c02000606
v_cmp_nlg_f64 vcc, v[4:5], v[6:7] // v_cmp_nlg_f64_e32 vcc, v[4:5], v[6:7] // 040dd47c
v_cmp_nlg_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_nlg_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006ad0040d0200
v_cmp_nlt_f16 vcc, v2, v3 // v_cmp_nlt_f16_e32 vcc, v2, v3 // 02075c7c
v_cmp_nlt_f16_e64 s[10:11], v2, v3 // v_cmp_nlt_f16_e64 s[10:11], v2, v3 // 0a002ed002070200
v_cmp_nlt_f16_sdwa vcc, v2, v3 // v_cmp_nlt_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9065c7c02000606
v_cmp_nlt_f32 vcc, v2, v3 // v_cmp_nlt_f32_e32 vcc, v2, v3 // 02079c7c
v_cmp_nlt_f32_e64 s[10:11], v2, v3 // v_cmp_nlt_f32_e64 s[10:11], v2, v3 // 0a004ed002070200
v_cmp_nlt_f32_sdwa vcc, v2, v3 // v_cmp_nlt_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069c7c02000606
v_cmp_nlt_f64 vcc, v[4:5], v[6:7] // v_cmp_nlt_f64_e32 vcc, v[4:5], v[6:7] // 040ddc7c
v_cmp_nlt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_nlt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006ed0040d0200
v_cmp_o_f16 vcc, v2, v3 // v_cmp_o_f16_e32 vcc, v2, v3 // 02074e7c
v_cmp_o_f16_e64 s[10:11], v2, v3 // v_cmp_o_f16_e64 s[10:11], v2, v3 // 0a0027d002070200
v_cmp_o_f16_sdwa vcc, v2, v3 // v_cmp_o_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9064e7c02000606
v_cmp_o_f32 vcc, v2, v3 // v_cmp_o_f32_e32 vcc, v2, v3 // 02078e7c
v_cmp_o_f32_e64 s[10:11], v2, v3 // v_cmp_o_f32_e64 s[10:11], v2, v3 // 0a0047d002070200
v_cmp_o_f32_sdwa vcc, v2, v3 // v_cmp_o_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9068e7c02000606
v_cmp_o_f64 vcc, v[4:5], v[6:7] // v_cmp_o_f64_e32 vcc, v[4:5], v[6:7] // 040dce7c
v_cmp_o_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_o_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0067d0040d0200
v_cmp_tru_f16 vcc, v2, v3 // v_cmp_tru_f16_e32 vcc, v2, v3 // 02075e7c
v_cmp_tru_f16_e64 s[10:11], v2, v3 // v_cmp_tru_f16_e64 s[10:11], v2, v3 // 0a002fd002070200
v_cmp_tru_f16_sdwa vcc, v2, v3 // v_cmp_tru_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9065e7c02000606
v_cmp_tru_f32 vcc, v2, v3 // v_cmp_tru_f32_e32 vcc, v2, v3 // 02079e7c
v_cmp_tru_f32_e64 s[10:11], v2, v3 // v_cmp_tru_f32_e64 s[10:11], v2, v3 // 0a004fd002070200
v_cmp_tru_f32_sdwa vcc, v2, v3 // v_cmp_tru_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f9069e7c02000606
v_cmp_tru_f64 vcc, v[4:5], v[6:7] // v_cmp_tru_f64_e32 vcc, v[4:5], v[6:7] // 040dde7c
v_cmp_tru_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_tru_f64_e64 s[10:11], v[4:5], v[6:7] // 0a006fd0040d0200
v_cmp_u_f16 vcc, v2, v3 // v_cmp_u_f16_e32 vcc, v2, v3 // 0207507c
v_cmp_u_f16_e64 s[10:11], v2, v3 // v_cmp_u_f16_e64 s[10:11], v2, v3 // 0a0028d002070200
v_cmp_u_f16_sdwa vcc, v2, v3 // v_cmp_u_f16_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906507c02000606
v_cmp_u_f32 vcc, v2, v3 // v_cmp_u_f32_e32 vcc, v2, v3 // 0207907c
v_cmp_u_f32_e64 s[10:11], v2, v3 // v_cmp_u_f32_e64 s[10:11], v2, v3 // 0a0048d002070200
v_cmp_u_f32_sdwa vcc, v2, v3 // v_cmp_u_f32_sdwa vcc, v2, v3 src0_sel:DWORD src1_sel:DWORD // f906907c02000606
v_cmp_u_f64 vcc, v[4:5], v[6:7] // v_cmp_u_f64_e32 vcc, v[4:5], v[6:7] // 040dd07c
v_cmp_u_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmp_u_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0068d0040d0200
v_cmpx_eq_f16 vcc, v2, v3 // v_cmpx_eq_f16_e32 vcc, v2, v3 // 0207647c
v_cmpx_eq_f16_e64 s[10:11], v2, v3 // v_cmpx_eq_f16_e64 s[10:11], v2, v3 // 0a0032d002070200
v_cmpx_eq_f32 vcc, v2, v3 // v_cmpx_eq_f32_e32 vcc, v2, v3 // 0207a47c
v_cmpx_eq_f32_e64 s[10:11], v2, v3 // v_cmpx_eq_f32_e64 s[10:11], v2, v3 // 0a0052d002070200
v_cmpx_eq_f64 vcc, v[4:5], v[6:7] // v_cmpx_eq_f64_e32 vcc, v[4:5], v[6:7] // 040de47c
v_cmpx_eq_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_eq_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0072d0040d0200
v_cmpx_eq_i32 vcc, v2, v3 // v_cmpx_eq_i32_e32 vcc, v2, v3 // 0207a47d
v_cmpx_eq_i32_e64 s[10:11], v2, v3 // v_cmpx_eq_i32_e64 s[10:11], v2, v3 // 0a00d2d002070200
v_cmpx_eq_u32 vcc, v2, v3 // v_cmpx_eq_u32_e32 vcc, v2, v3 // 0207b47d
v_cmpx_eq_u32_e64 s[10:11], v2, v3 // v_cmpx_eq_u32_e64 s[10:11], v2, v3 // 0a00dad002070200
v_cmpx_ge_f16 vcc, v2, v3 // v_cmpx_ge_f16_e32 vcc, v2, v3 // 02076c7c
v_cmpx_ge_f16_e64 s[10:11], v2, v3 // v_cmpx_ge_f16_e64 s[10:11], v2, v3 // 0a0036d002070200
v_cmpx_ge_f32 vcc, v2, v3 // v_cmpx_ge_f32_e32 vcc, v2, v3 // 0207ac7c
v_cmpx_ge_f32_e64 s[10:11], v2, v3 // v_cmpx_ge_f32_e64 s[10:11], v2, v3 // 0a0056d002070200
v_cmpx_ge_f64 vcc, v[4:5], v[6:7] // v_cmpx_ge_f64_e32 vcc, v[4:5], v[6:7] // 040dec7c
v_cmpx_ge_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_ge_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0076d0040d0200
v_cmpx_ge_i32 vcc, v2, v3 // v_cmpx_ge_i32_e32 vcc, v2, v3 // 0207ac7d
v_cmpx_ge_i32_e64 s[10:11], v2, v3 // v_cmpx_ge_i32_e64 s[10:11], v2, v3 // 0a00d6d002070200
v_cmpx_ge_u32 vcc, v2, v3 // v_cmpx_ge_u32_e32 vcc, v2, v3 // 0207bc7d
v_cmpx_ge_u32_e64 s[10:11], v2, v3 // v_cmpx_ge_u32_e64 s[10:11], v2, v3 // 0a00ded002070200
v_cmpx_gt_f16 vcc, v2, v3 // v_cmpx_gt_f16_e32 vcc, v2, v3 // 0207687c
v_cmpx_gt_f16_e64 s[10:11], v2, v3 // v_cmpx_gt_f16_e64 s[10:11], v2, v3 // 0a0034d002070200
v_cmpx_gt_f32 vcc, v2, v3 // v_cmpx_gt_f32_e32 vcc, v2, v3 // 0207a87c
v_cmpx_gt_f32_e64 s[10:11], v2, v3 // v_cmpx_gt_f32_e64 s[10:11], v2, v3 // 0a0054d002070200
v_cmpx_gt_f64 vcc, v[4:5], v[6:7] // v_cmpx_gt_f64_e32 vcc, v[4:5], v[6:7] // 040de87c
v_cmpx_gt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_gt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0074d0040d0200
v_cmpx_gt_i32 vcc, v2, v3 // v_cmpx_gt_i32_e32 vcc, v2, v3 // 0207a87d
v_cmpx_gt_i32_e64 s[10:11], v2, v3 // v_cmpx_gt_i32_e64 s[10:11], v2, v3 // 0a00d4d002070200
v_cmpx_gt_u32 vcc, v2, v3 // v_cmpx_gt_u32_e32 vcc, v2, v3 // 0207b87d
v_cmpx_gt_u32_e64 s[10:11], v2, v3 // v_cmpx_gt_u32_e64 s[10:11], v2, v3 // 0a00dcd002070200
v_cmpx_le_f16 vcc, v2, v3 // v_cmpx_le_f16_e32 vcc, v2, v3 // 0207667c
v_cmpx_le_f16_e64 s[10:11], v2, v3 // v_cmpx_le_f16_e64 s[10:11], v2, v3 // 0a0033d002070200
v_cmpx_le_f32 vcc, v2, v3 // v_cmpx_le_f32_e32 vcc, v2, v3 // 0207a67c
v_cmpx_le_f32_e64 s[10:11], v2, v3 // v_cmpx_le_f32_e64 s[10:11], v2, v3 // 0a0053d002070200
v_cmpx_le_f64 vcc, v[4:5], v[6:7] // v_cmpx_le_f64_e32 vcc, v[4:5], v[6:7] // 040de67c
v_cmpx_le_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_le_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0073d0040d0200
v_cmpx_le_i32 vcc, v2, v3 // v_cmpx_le_i32_e32 vcc, v2, v3 // 0207a67d
v_cmpx_le_i32_e64 s[10:11], v2, v3 // v_cmpx_le_i32_e64 s[10:11], v2, v3 // 0a00d3d002070200
v_cmpx_le_u32 vcc, v2, v3 // v_cmpx_le_u32_e32 vcc, v2, v3 // 0207b67d
v_cmpx_le_u32_e64 s[10:11], v2, v3 // v_cmpx_le_u32_e64 s[10:11], v2, v3 // 0a00dbd002070200
v_cmpx_lg_f16 vcc, v2, v3 // v_cmpx_lg_f16_e32 vcc, v2, v3 // 02076a7c
v_cmpx_lg_f16_e64 s[10:11], v2, v3 // v_cmpx_lg_f16_e64 s[10:11], v2, v3 // 0a0035d002070200
v_cmpx_lg_f32 vcc, v2, v3 // v_cmpx_lg_f32_e32 vcc, v2, v3 // 0207aa7c
v_cmpx_lg_f32_e64 s[10:11], v2, v3 // v_cmpx_lg_f32_e64 s[10:11], v2, v3 // 0a0055d002070200
v_cmpx_lg_f64 vcc, v[4:5], v[6:7] // v_cmpx_lg_f64_e32 vcc, v[4:5], v[6:7] // 040dea7c
v_cmpx_lg_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_lg_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0075d0040d0200
v_cmpx_lt_f16 vcc, v2, v3 // v_cmpx_lt_f16_e32 vcc, v2, v3 // 0207627c
v_cmpx_lt_f16_e64 s[10:11], v2, v3 // v_cmpx_lt_f16_e64 s[10:11], v2, v3 // 0a0031d002070200
v_cmpx_lt_f32 vcc, v2, v3 // v_cmpx_lt_f32_e32 vcc, v2, v3 // 0207a27c
v_cmpx_lt_f32_e64 s[10:11], v2, v3 // v_cmpx_lt_f32_e64 s[10:11], v2, v3 // 0a0051d002070200
v_cmpx_lt_f64 vcc, v[4:5], v[6:7] // v_cmpx_lt_f64_e32 vcc, v[4:5], v[6:7] // 040de27c
v_cmpx_lt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_lt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0071d0040d0200
v_cmpx_lt_i32 vcc, v2, v3 // v_cmpx_lt_i32_e32 vcc, v2, v3 // 0207a27d
v_cmpx_lt_i32_e64 s[10:11], v2, v3 // v_cmpx_lt_i32_e64 s[10:11], v2, v3 // 0a00d1d002070200
v_cmpx_lt_u32 vcc, v2, v3 // v_cmpx_lt_u32_e32 vcc, v2, v3 // 0207b27d
v_cmpx_lt_u32_e64 s[10:11], v2, v3 // v_cmpx_lt_u32_e64 s[10:11], v2, v3 // 0a00d9d002070200
v_cmpx_ne_i32 vcc, v2, v3 // v_cmpx_ne_i32_e32 vcc, v2, v3 // 0207aa7d
v_cmpx_ne_i32_e64 s[10:11], v2, v3 // v_cmpx_ne_i32_e64 s[10:11], v2, v3 // 0a00d5d002070200
v_cmpx_ne_u32 vcc, v2, v3 // v_cmpx_ne_u32_e32 vcc, v2, v3 // 0207ba7d
v_cmpx_ne_u32_e64 s[10:11], v2, v3 // v_cmpx_ne_u32_e64 s[10:11], v2, v3 // 0a00ddd002070200
v_cmpx_neq_f16 vcc, v2, v3 // v_cmpx_neq_f16_e32 vcc, v2, v3 // 02077a7c
v_cmpx_neq_f16_e64 s[10:11], v2, v3 // v_cmpx_neq_f16_e64 s[10:11], v2, v3 // 0a003dd002070200
v_cmpx_neq_f32 vcc, v2, v3 // v_cmpx_neq_f32_e32 vcc, v2, v3 // 0207ba7c
v_cmpx_neq_f32_e64 s[10:11], v2, v3 // v_cmpx_neq_f32_e64 s[10:11], v2, v3 // 0a005dd002070200
v_cmpx_neq_f64 vcc, v[4:5], v[6:7] // v_cmpx_neq_f64_e32 vcc, v[4:5], v[6:7] // 040dfa7c
v_cmpx_neq_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_neq_f64_e64 s[10:11], v[4:5], v[6:7] // 0a007dd0040d0200
v_cmpx_nge_f16 vcc, v2, v3 // v_cmpx_nge_f16_e32 vcc, v2, v3 // 0207727c
v_cmpx_nge_f16_e64 s[10:11], v2, v3 // v_cmpx_nge_f16_e64 s[10:11], v2, v3 // 0a0039d002070200
v_cmpx_nge_f32 vcc, v2, v3 // v_cmpx_nge_f32_e32 vcc, v2, v3 // 0207b27c
v_cmpx_nge_f32_e64 s[10:11], v2, v3 // v_cmpx_nge_f32_e64 s[10:11], v2, v3 // 0a0059d002070200
v_cmpx_nge_f64 vcc, v[4:5], v[6:7] // v_cmpx_nge_f64_e32 vcc, v[4:5], v[6:7] // 040df27c
v_cmpx_nge_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_nge_f64_e64 s[10:11], v[4:5], v[6:7] // 0a0079d0040d0200
v_cmpx_ngt_f16 vcc, v2, v3 // v_cmpx_ngt_f16_e32 vcc, v2, v3 // 0207767c
v_cmpx_ngt_f16_e64 s[10:11], v2, v3 // v_cmpx_ngt_f16_e64 s[10:11], v2, v3 // 0a003bd002070200
v_cmpx_ngt_f32 vcc, v2, v3 // v_cmpx_ngt_f32_e32 vcc, v2, v3 // 0207b67c
v_cmpx_ngt_f32_e64 s[10:11], v2, v3 // v_cmpx_ngt_f32_e64 s[10:11], v2, v3 // 0a005bd002070200
v_cmpx_ngt_f64 vcc, v[4:5], v[6:7] // v_cmpx_ngt_f64_e32 vcc, v[4:5], v[6:7] // 040df67c
v_cmpx_ngt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_ngt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a007bd0040d0200
v_cmpx_nle_f16 vcc, v2, v3 // v_cmpx_nle_f16_e32 vcc, v2, v3 // 0207787c
v_cmpx_nle_f16_e64 s[10:11], v2, v3 // v_cmpx_nle_f16_e64 s[10:11], v2, v3 // 0a003cd002070200
v_cmpx_nle_f32 vcc, v2, v3 // v_cmpx_nle_f32_e32 vcc, v2, v3 // 0207b87c
v_cmpx_nle_f32_e64 s[10:11], v2, v3 // v_cmpx_nle_f32_e64 s[10:11], v2, v3 // 0a005cd002070200
v_cmpx_nle_f64 vcc, v[4:5], v[6:7] // v_cmpx_nle_f64_e32 vcc, v[4:5], v[6:7] // 040df87c
v_cmpx_nle_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_nle_f64_e64 s[10:11], v[4:5], v[6:7] // 0a007cd0040d0200
v_cmpx_nlg_f16 vcc, v2, v3 // v_cmpx_nlg_f16_e32 vcc, v2, v3 // 0207747c
v_cmpx_nlg_f16_e64 s[10:11], v2, v3 // v_cmpx_nlg_f16_e64 s[10:11], v2, v3 // 0a003ad002070200
v_cmpx_nlg_f32 vcc, v2, v3 // v_cmpx_nlg_f32_e32 vcc, v2, v3 // 0207b47c
v_cmpx_nlg_f32_e64 s[10:11], v2, v3 // v_cmpx_nlg_f32_e64 s[10:11], v2, v3 // 0a005ad002070200
v_cmpx_nlg_f64 vcc, v[4:5], v[6:7] // v_cmpx_nlg_f64_e32 vcc, v[4:5], v[6:7] // 040df47c
v_cmpx_nlg_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_nlg_f64_e64 s[10:11], v[4:5], v[6:7] // 0a007ad0040d0200
v_cmpx_nlt_f16 vcc, v2, v3 // v_cmpx_nlt_f16_e32 vcc, v2, v3 // 02077c7c
v_cmpx_nlt_f16_e64 s[10:11], v2, v3 // v_cmpx_nlt_f16_e64 s[10:11], v2, v3 // 0a003ed002070200
v_cmpx_nlt_f32 vcc, v2, v3 // v_cmpx_nlt_f32_e32 vcc, v2, v3 // 0207bc7c
v_cmpx_nlt_f32_e64 s[10:11], v2, v3 // v_cmpx_nlt_f32_e64 s[10:11], v2, v3 // 0a005ed002070200
v_cmpx_nlt_f64 vcc, v[4:5], v[6:7] // v_cmpx_nlt_f64_e32 vcc, v[4:5], v[6:7] // 040dfc7c
v_cmpx_nlt_f64_e64 s[10:11], v[4:5], v[6:7] // v_cmpx_nlt_f64_e64 s[10:11], v[4:5], v[6:7] // 0a007ed0040d0200
v_cndmask_b32 v1, v2, v3, vcc // v_cndmask_b32_e32 v1, v2, v3, vcc // 02070200
v_cndmask_b32_dpp v1, v2, v3, vcc row_mirror // v_cndmask_b32_dpp v1, v2, v3, vcc row_mirror row_mask:0xf bank_mask:0xf // fa060200024001ff
v_cndmask_b32_e64 v1, v2, v3, s[10:11] // v_cndmask_b32_e64 v1, v2, v3, s[10:11] // 010000d102072a00
v_cndmask_b32_sdwa v1, v2, v3, vcc // v_cndmask_b32_sdwa v1, v2, v3, vcc dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906020002160606
v_cvt_f16_f32 v1, v2 // v_cvt_f16_f32_e32 v1, v2 // 0215027e
v_cvt_f16_f32_dpp v1, v2 row_shl:1 // v_cvt_f16_f32_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf // fa14027e020101ff
v_cvt_f16_f32_e64 v1, v2 // v_cvt_f16_f32_e64 v1, v2 // 01004ad102010000
v_cvt_f16_f32_sdwa v1, v2 // v_cvt_f16_f32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f914027e02160600
v_cvt_f32_f16 v1, v2 // v_cvt_f32_f16_e32 v1, v2 // 0217027e
v_cvt_f32_f16_dpp v1, v2 quad_perm:[0,1,2,3] // v_cvt_f32_f16_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa16027e02e400ff
v_cvt_f32_f16_e64 v1, v2 // v_cvt_f32_f16_e64 v1, v2 // 01004bd102010000
v_cvt_f32_f16_sdwa v1, v2 // v_cvt_f32_f16_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f916027e02160600
v_lshl_add_u32 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 0100fdd102071204
v_lshl_add_u32_e64 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 0100fdd102071204
v_lshl_add_u64 v[2:3], v[4:5], v3, v[8:9] // v_lshl_add_u64 v[2:3], v[4:5], v3, v[8:9] // 020008d204072204
v_lshl_add_u64_e64 v[2:3], v[4:5], v3, v[8:9] // v_lshl_add_u64 v[2:3], v[4:5], v3, v[8:9] // 020008d204072204
v_lshl_or_b32 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 010000d202071204
v_lshl_or_b32_e64 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 010000d202071204
v_lshlrev_b16 v1, v2, v3 // v_lshlrev_b16_e32 v1, v2, v3 // 02070254
v_lshlrev_b16_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_lshlrev_b16_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06025402e400ff
v_lshlrev_b16_e64 v1, v2, v3 // v_lshlrev_b16_e64 v1, v2, v3 // 01002ad102070200
v_lshlrev_b16_sdwa v1, v2, v3 // v_lshlrev_b16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906025402160606
v_lshlrev_b32 v1, v2, v3 // v_lshlrev_b32_e32 v1, v2, v3 // 02070224
v_lshlrev_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_lshlrev_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06022402e400ff
v_lshlrev_b32_e64 v1, v2, v3 // v_lshlrev_b32_e64 v1, v2, v3 // 010012d102070200
v_lshlrev_b32_sdwa v1, v2, v3 // v_lshlrev_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022402160606
v_lshlrev_b64 v[2:3], v2, v[6:7] // v_lshlrev_b64 v[2:3], v2, v[6:7] // 02008fd2020d0200
v_lshlrev_b64_e64 v[2:3], v2, v[6:7] // v_lshlrev_b64 v[2:3], v2, v[6:7] // 02008fd2020d0200
v_lshrrev_b32 v1, v2, v3 // v_lshrrev_b32_e32 v1, v2, v3 // 02070220
v_lshrrev_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_lshrrev_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06022002e400ff
v_lshrrev_b32_e64 v1, v2, v3 // v_lshrrev_b32_e64 v1, v2, v3 // 010010d102070200
v_lshrrev_b32_sdwa v1, v2, v3 // v_lshrrev_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022002160606
v_mad_u64_u32 v[2:3], vcc, v2, v3, v[4:5] // v_mad_u64_u32 v[2:3], vcc, v2, v3, v[4:5] // 026ae8d102071204
v_mad_u64_u32_e64 v[2:3], s[10:11], v2, v3, v[4:5] // v_mad_u64_u32 v[2:3], s[10:11], v2, v3, v[4:5] // 020ae8d102071204
v_max3_f16 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 0100f7d102071204
v_max3_f16_e64 v1, v2, v3, v4 // v_max3_f16 v1, v2, v3, v4 // 0100f7d102071204
v_max3_f32 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 0100d3d102071204
v_max3_f32_e64 v1, v2, v3, v4 // v_max3_f32 v1, v2, v3, v4 // 0100d3d102071204
v_max3_i16 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 0100f8d102071204
v_max3_i16_e64 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 0100f8d102071204
v_max3_i32 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 0100d4d102071204
v_max3_i32_e64 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 0100d4d102071204
v_max3_u16 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 0100f9d102071204
v_max3_u16_e64 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 0100f9d102071204
v_max3_u32 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 0100d5d102071204
v_max3_u32_e64 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 0100d5d102071204
v_max_f16 v1, v2, v3 // v_max_f16_e32 v1, v2, v3 // 0207025a
v_max_f16_dpp v1, v2, v3 row_shl:1 // v_max_f16_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa06025a020101ff
v_max_f16_e64 v1, v2, v3 // v_max_f16_e64 v1, v2, v3 // 01002dd102070200
v_max_f16_sdwa v1, v2, v3 // v_max_f16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906025a02160606
v_max_f32 v1, v2, v3 // v_max_f32_e32 v1, v2, v3 // 02070216
v_max_f32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_max_f32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06021602e400ff
v_max_f32_e64 v1, v2, v3 // v_max_f32_e64 v1, v2, v3 // 01000bd102070200
v_max_f32_sdwa v1, v2, v3 // v_max_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021602160606
v_max_f64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020083d2040d0200
v_max_f64_e64 v[2:3], v[4:5], v[6:7] // v_max_f64 v[2:3], v[4:5], v[6:7] // 020083d2040d0200
v_max_i16 v1, v2, v3 // v_max_i16_e32 v1, v2, v3 // 02070260
v_max_i16_dpp v1, v2, v3 row_shl:1 // v_max_i16_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa060260020101ff
v_max_i16_e64 v1, v2, v3 // v_max_i16_e64 v1, v2, v3 // 010030d102070200
v_max_i16_sdwa v1, v2, v3 // v_max_i16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906026002160606
v_max_i32 v1, v2, v3 // v_max_i32_e32 v1, v2, v3 // 0207021a
v_max_i32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_max_i32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06021a02e400ff
v_max_i32_e64 v1, v2, v3 // v_max_i32_e64 v1, v2, v3 // 01000dd102070200
v_max_i32_sdwa v1, v2, v3 // v_max_i32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021a02160606
v_max_u16 v1, v2, v3 // v_max_u16_e32 v1, v2, v3 // 0207025e
v_max_u16_dpp v1, v2, v3 row_mirror // v_max_u16_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa06025e024001ff
v_max_u16_e64 v1, v2, v3 // v_max_u16_e64 v1, v2, v3 // 01002fd102070200
v_max_u16_sdwa v1, v2, v3 // v_max_u16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906025e02160606
v_max_u32 v1, v2, v3 // v_max_u32_e32 v1, v2, v3 // 0207021e
v_max_u32_dpp v1, v2, v3 row_shl:1 // v_max_u32_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa06021e020101ff
v_max_u32_e64 v1, v2, v3 // v_max_u32_e64 v1, v2, v3 // 01000fd102070200
v_max_u32_sdwa v1, v2, v3 // v_max_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021e02160606
v_med3_f16 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 0100fad102071204
v_med3_f16_e64 v1, v2, v3, v4 // v_med3_f16 v1, v2, v3, v4 // 0100fad102071204
v_med3_f32 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 0100d6d102071204
v_med3_f32_e64 v1, v2, v3, v4 // v_med3_f32 v1, v2, v3, v4 // 0100d6d102071204
v_med3_i16 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 0100fbd102071204
v_med3_i16_e64 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 0100fbd102071204
v_med3_i32 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 0100d7d102071204
v_med3_i32_e64 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 0100d7d102071204
v_med3_u16 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 0100fcd102071204
v_med3_u16_e64 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 0100fcd102071204
v_med3_u32 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 0100d8d102071204
v_med3_u32_e64 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 0100d8d102071204
v_min3_f16 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 0100f4d102071204
v_min3_f16_e64 v1, v2, v3, v4 // v_min3_f16 v1, v2, v3, v4 // 0100f4d102071204
v_min3_f32 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 0100d0d102071204
v_min3_f32_e64 v1, v2, v3, v4 // v_min3_f32 v1, v2, v3, v4 // 0100d0d102071204
v_min3_i16 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 0100f5d102071204
v_min3_i16_e64 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 0100f5d102071204
v_min3_i32 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 0100d1d102071204
v_min3_i32_e64 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 0100d1d102071204
v_min3_u16 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 0100f6d102071204
v_min3_u16_e64 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 0100f6d102071204
v_min3_u32 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 0100d2d102071204
v_min3_u32_e64 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 0100d2d102071204
v_min_f16 v1, v2, v3 // v_min_f16_e32 v1, v2, v3 // 0207025c
v_min_f16_dpp v1, v2, v3 row_mirror // v_min_f16_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa06025c024001ff
v_min_f16_e64 v1, v2, v3 // v_min_f16_e64 v1, v2, v3 // 01002ed102070200
v_min_f16_sdwa v1, v2, v3 // v_min_f16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906025c02160606
v_min_f32 v1, v2, v3 // v_min_f32_e32 v1, v2, v3 // 02070214
v_min_f32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_min_f32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06021402e400ff
v_min_f32_e64 v1, v2, v3 // v_min_f32_e64 v1, v2, v3 // 01000ad102070200
v_min_f32_sdwa v1, v2, v3 // v_min_f32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021402160606
v_min_f64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020082d2040d0200
v_min_f64_e64 v[2:3], v[4:5], v[6:7] // v_min_f64 v[2:3], v[4:5], v[6:7] // 020082d2040d0200
v_min_i16 v1, v2, v3 // v_min_i16_e32 v1, v2, v3 // 02070264
v_min_i16_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_min_i16_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06026402e400ff
v_min_i16_e64 v1, v2, v3 // v_min_i16_e64 v1, v2, v3 // 010032d102070200
v_min_i16_sdwa v1, v2, v3 // v_min_i16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906026402160606
v_min_i32 v1, v2, v3 // v_min_i32_e32 v1, v2, v3 // 02070218
v_min_i32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_min_i32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06021802e400ff
v_min_i32_e64 v1, v2, v3 // v_min_i32_e64 v1, v2, v3 // 01000cd102070200
v_min_i32_sdwa v1, v2, v3 // v_min_i32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021802160606
v_min_u16 v1, v2, v3 // v_min_u16_e32 v1, v2, v3 // 02070262
v_min_u16_dpp v1, v2, v3 row_mirror // v_min_u16_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa060262024001ff
v_min_u16_e64 v1, v2, v3 // v_min_u16_e64 v1, v2, v3 // 010031d102070200
v_min_u16_sdwa v1, v2, v3 // v_min_u16_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906026202160606
v_min_u32 v1, v2, v3 // v_min_u32_e32 v1, v2, v3 // 0207021c
v_min_u32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_min_u32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06021c02e400ff
v_min_u32_e64 v1, v2, v3 // v_min_u32_e64 v1, v2, v3 // 01000ed102070200
v_min_u32_sdwa v1, v2, v3 // v_min_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021c02160606
v_mov_b32 v1, v2 // v_mov_b32_e32 v1, v2 // 0203027e
v_mov_b32_dpp v1, v2 row_shl:1 // v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf // fa02027e020101ff
v_mov_b32_e64 v1, v2 // v_mov_b32_e64 v1, v2 // 010041d102010000
v_mov_b32_sdwa v1, v2 // v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f902027e02160600
v_mov_b64 v[2:3], v[4:5] // v_mov_b64_e32 v[2:3], v[4:5] // 0471047e
v_mov_b64_e64 v[2:3], v[4:5] // v_mov_b64_e64 v[2:3], v[4:5] // 020078d104010000
v_mul_hi_i32_i24 v1, v2, v3 // v_mul_hi_i32_i24_e32 v1, v2, v3 // 0207020e
v_mul_hi_i32_i24_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_mul_hi_i32_i24_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06020e02e400ff
v_mul_hi_i32_i24_e64 v1, v2, v3 // v_mul_hi_i32_i24_e64 v1, v2, v3 // 010007d102070200
v_mul_hi_i32_i24_sdwa v1, v2, v3 // v_mul_hi_i32_i24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906020e02160606
v_mul_hi_u32_u24 v1, v2, v3 // v_mul_hi_u32_u24_e32 v1, v2, v3 // 02070212
v_mul_hi_u32_u24_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_mul_hi_u32_u24_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06021202e400ff
v_mul_hi_u32_u24_e64 v1, v2, v3 // v_mul_hi_u32_u24_e64 v1, v2, v3 // 010009d102070200
v_mul_hi_u32_u24_sdwa v1, v2, v3 // v_mul_hi_u32_u24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021202160606
v_mul_i32_i24 v1, v2, v3 // v_mul_i32_i24_e32 v1, v2, v3 // 0207020c
v_mul_i32_i24_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_mul_i32_i24_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06020c02e400ff
v_mul_i32_i24_e64 v1, v2, v3 // v_mul_i32_i24_e64 v1, v2, v3 // 010006d102070200
v_mul_i32_i24_sdwa v1, v2, v3 // v_mul_i32_i24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906020c02160606
v_mul_lo_u32 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 010085d202070200
v_mul_lo_u32_e64 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 010085d202070200
v_mul_u32_u24 v1, v2, v3 // v_mul_u32_u24_e32 v1, v2, v3 // 02070210
v_mul_u32_u24_dpp v1, v2, v3 row_mirror // v_mul_u32_u24_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa060210024001ff
v_mul_u32_u24_e64 v1, v2, v3 // v_mul_u32_u24_e64 v1, v2, v3 // 010008d102070200
v_mul_u32_u24_sdwa v1, v2, v3 // v_mul_u32_u24_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906021002160606
v_nop // v_nop // 0000007e
v_nop_e64 // v_nop // 000040d100000000
v_not_b32 v1, v2 // v_not_b32_e32 v1, v2 // 0257027e
v_not_b32_dpp v1, v2 row_shl:1 // v_not_b32_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf // fa56027e020101ff
v_not_b32_e64 v1, v2 // v_not_b32_e64 v1, v2 // 01006bd102010000
v_not_b32_sdwa v1, v2 // v_not_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD // f956027e02160600
v_or3_b32 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010002d202071204
v_or3_b32_e64 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010002d202071204
v_or_b32 v1, v2, v3 // v_or_b32_e32 v1, v2, v3 // 02070228
v_or_b32_dpp v1, v2, v3 row_mirror // v_or_b32_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa060228024001ff
v_or_b32_e64 v1, v2, v3 // v_or_b32_e64 v1, v2, v3 // 010014d102070200
v_or_b32_sdwa v1, v2, v3 // v_or_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022802160606
v_pack_b32_f16 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 0100a0d202070200
v_pack_b32_f16_e64 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 0100a0d202070200
v_perm_b32 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 0100edd102071204
v_perm_b32_e64 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 0100edd102071204
v_pk_max_f16 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014092d302070218
v_pk_max_f16_e64 v1, v2, v3 // v_pk_max_f16 v1, v2, v3 // 014092d302070218
v_pk_max_i16 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014087d302070218
v_pk_max_i16_e64 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014087d302070218
v_pk_max_u16 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01408cd302070218
v_pk_max_u16_e64 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01408cd302070218
v_pk_min_f16 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014091d302070218
v_pk_min_f16_e64 v1, v2, v3 // v_pk_min_f16 v1, v2, v3 // 014091d302070218
v_pk_min_i16 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014088d302070218
v_pk_min_i16_e64 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014088d302070218
v_pk_min_u16 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01408dd302070218
v_pk_min_u16_e64 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01408dd302070218
v_readfirstlane_b32 s1, v2 // v_readfirstlane_b32 s1, v2 // 0205027e
v_subrev_u32 v1, v2, v3 // v_subrev_u32_e32 v1, v2, v3 // 0207026c
v_subrev_u32_dpp v1, v2, v3 row_mirror // v_subrev_u32_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa06026c024001ff
v_subrev_u32_e64 v1, v2, v3 // v_subrev_u32_e64 v1, v2, v3 // 010036d102070200
v_subrev_u32_sdwa v1, v2, v3 // v_subrev_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906026c02160606
v_xor_b32 v1, v2, v3 // v_xor_b32_e32 v1, v2, v3 // 0207022a
v_xor_b32_dpp v1, v2, v3 row_mirror // v_xor_b32_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa06022a024001ff
v_xor_b32_e64 v1, v2, v3 // v_xor_b32_e64 v1, v2, v3 // 010015d102070200
v_xor_b32_sdwa v1, v2, v3 // v_xor_b32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD // f906022a02160606
