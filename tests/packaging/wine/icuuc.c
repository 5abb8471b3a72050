/* A stand-in for Windows' icuuc.dll, for the Wine test only (tests/packaging/test_windows.py builds it with
 * x86_64-w64-mingw32-gcc and puts it in the test's own Wine prefix; it never ships).
 *
 * Qt6Core.dll imports ICU's character-set converters (ucnv_*) from icuuc.dll, a system library of Windows 10
 * (version 1903) and later that Wine 8 does not have, so without it Qt6Core.dll does not load under Wine. Qt
 * uses these converters only for legacy text encodings (QStringConverter::encodingForName of a non-Unicode
 * name); the app never does. Every function here fails: ucnv_open reports U_UNSUPPORTED_ERROR and returns no
 * converter, and Qt then treats the encoding as unknown. The test checks that this file exports every name
 * Qt6Core.dll imports from icuuc.dll.
 */
#include <stddef.h>
#include <stdint.h>

#define EXPORT __declspec(dllexport)
#define U_UNSUPPORTED_ERROR 16

typedef int UErrorCode;

static void fail(UErrorCode *err) { if (err && *err <= 0) *err = U_UNSUPPORTED_ERROR; }

EXPORT void *ucnv_open(const char *name, UErrorCode *err) { (void)name; fail(err); return NULL; }
EXPORT void ucnv_close(void *cnv) { (void)cnv; }
EXPORT void ucnv_reset(void *cnv) { (void)cnv; }
EXPORT int8_t ucnv_getMaxCharSize(const void *cnv) { (void)cnv; return 1; }
EXPORT const char *ucnv_getName(const void *cnv, UErrorCode *err) { (void)cnv; fail(err); return NULL; }
EXPORT void ucnv_getToUCallBack(const void *cnv, void **action, const void **context)
{ (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_getFromUCallBack(const void *cnv, void **action, const void **context)
{ (void)cnv; if (action) *action = NULL; if (context) *context = NULL; }
EXPORT void ucnv_setToUCallBack(void *cnv, void *action, const void *context, void **old_action,
                                const void **old_context, UErrorCode *err)
{ (void)cnv; (void)action; (void)context; if (old_action) *old_action = NULL; if (old_context) *old_context = NULL; fail(err); }
EXPORT void ucnv_setFromUCallBack(void *cnv, void *action, const void *context, void **old_action,
                                  const void **old_context, UErrorCode *err)
{ (void)cnv; (void)action; (void)context; if (old_action) *old_action = NULL; if (old_context) *old_context = NULL; fail(err); }
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const void *units, int32_t length,
                                            int32_t code_point, int reason, UErrorCode *err)
{ (void)context; (void)args; (void)units; (void)length; (void)code_point; (void)reason; fail(err); }
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *units, int32_t length,
                                          int reason, UErrorCode *err)
{ (void)context; (void)args; (void)units; (void)length; (void)reason; fail(err); }
EXPORT void ucnv_cbToUWriteUChars(void *args, const void *source, int32_t length, int32_t offset, UErrorCode *err)
{ (void)args; (void)source; (void)length; (void)offset; fail(err); }
EXPORT void ucnv_cbFromUWriteUChars(void *args, const void **source, const void *limit, int32_t offset, UErrorCode *err)
{ (void)args; (void)source; (void)limit; (void)offset; fail(err); }
EXPORT void ucnv_toUnicode(void *cnv, void **target, const void *target_limit, const char **source,
                           const char *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err)
{ (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; fail(err); }
EXPORT void ucnv_fromUnicode(void *cnv, char **target, const char *target_limit, const void **source,
                             const void *source_limit, int32_t *offsets, int8_t flush, UErrorCode *err)
{ (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; fail(err); }
EXPORT int32_t ucnv_toUCountPending(const void *cnv, UErrorCode *err) { (void)cnv; fail(err); return -1; }
EXPORT int32_t ucnv_fromUCountPending(const void *cnv, UErrorCode *err) { (void)cnv; fail(err); return -1; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err)
{ (void)name; (void)standard; fail(err); return NULL; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
